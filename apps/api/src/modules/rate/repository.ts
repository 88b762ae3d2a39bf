import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { assignedRight, rate, rateLine } from '../../db/schema/index.js';

/** The reads of the extension rate list: the rate lines and the right they would extend. */
export function createRateRepository(db: Database) {
  return {
    /** Active EXTENSION rates of a place, one row per rate line (the place endpoint's order). */
    listExtensionRateLines(placeId: string) {
      return db
        .select({
          rateId: rate.id,
          name: rate.name,
          type: rate.type,
          currencyCode: rate.currencyCode,
          rateLineId: rateLine.id,
          valueMinor: rateLine.valueMinor,
          serviceFeeMinor: rateLine.serviceFeeMinor,
          durationMinutes: rateLine.durationMinutes,
          startBeforeMinute: rateLine.startBeforeMinute,
          endTimeOfPeriodMinute: rateLine.endTimeOfPeriodMinute,
        })
        .from(rate)
        .innerJoin(rateLine, eq(rateLine.rateId, rate.id))
        .where(and(eq(rate.placeId, placeId), eq(rate.active, true), eq(rate.type, 'EXTENSION')))
        .orderBy(asc(rate.position), asc(rate.name), asc(rateLine.position), asc(rateLine.id));
    },

    /** Whether the assigned right exists at this place. */
    async hasAssignedRightAt(assignedRightId: string, placeId: string) {
      const rows = await db
        .select({ id: assignedRight.id })
        .from(assignedRight)
        .where(and(eq(assignedRight.id, assignedRightId), eq(assignedRight.placeId, placeId)))
        .limit(1);
      return rows.length > 0;
    },
  };
}

export type RateRepository = ReturnType<typeof createRateRepository>;
