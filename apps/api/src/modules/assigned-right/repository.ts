import { DEFAULT_CUSTOMER_SETTINGS } from '@parking/domain';
import { and, asc, eq, gt, max, min } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import {
  assignedRight,
  credential,
  customerSettings,
  payment,
  place,
  placeSettings,
} from '#api/db/schema/index.js';

/** The plate lookup's reads: live sessions by normalised plate, and whether a place offers it. */
export function createAssignedRightRepository(db: Database) {
  return {
    /**
     * Transient sessions of the place whose LICENSE_PLATE credential is `plate` and whose
     * latest BASE payment ends after `at`, with their covered period (earliest start, latest
     * end). Never a booking or a permit: their id is their link (decision 068).
     */
    listLiveByPlate({ placeId, plate, at }: { placeId: string; plate: string; at: Date }) {
      const end = max(payment.endPeriodCovered);
      return db
        .select({
          assignedRightId: assignedRight.id,
          start: min(payment.startPeriodCovered),
          end,
        })
        .from(credential)
        .innerJoin(assignedRight, eq(assignedRight.id, credential.assignedRightId))
        .innerJoin(
          payment,
          and(eq(payment.assignedRightId, assignedRight.id), eq(payment.type, 'BASE')),
        )
        .where(
          and(
            eq(credential.type, 'LICENSE_PLATE'),
            eq(credential.localIdentifier, plate),
            eq(assignedRight.placeId, placeId),
            eq(assignedRight.kind, 'TRANSIENT'),
          ),
        )
        .groupBy(assignedRight.id)
        .having(gt(end, at))
        .orderBy(asc(end), asc(assignedRight.id));
    },

    /**
     * The place's effective vehicleLookup (its own settings, else its customer's, else off, as
     * customer/mappers.ts reads them); undefined when there is no such place.
     */
    async findLookupSetting(placeId: string): Promise<boolean | undefined> {
      const [row] = await db
        .select({ own: placeSettings.vehicleLookup, inherited: customerSettings.vehicleLookup })
        .from(place)
        .leftJoin(placeSettings, eq(placeSettings.placeId, place.id))
        .leftJoin(customerSettings, eq(customerSettings.customerId, place.customerId))
        .where(eq(place.id, placeId))
        .limit(1);
      return row
        ? (row.own ?? row.inherited ?? DEFAULT_CUSTOMER_SETTINGS.vehicleLookup)
        : undefined;
    },
  };
}
