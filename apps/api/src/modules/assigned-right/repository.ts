import { and, asc, eq, gt, max, min, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { assignedRight, credential, payment, place } from '../../db/schema/index.js';

/** The plate lookup's reads: live rights by normalised plate, and whether a place exists. */
export function createAssignedRightRepository(db: Database) {
  return {
    /**
     * Rights of the place whose LICENSE_PLATE credential is `plate` and whose latest BASE
     * payment ends after `at`, with their covered period (earliest start, latest end).
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
          ),
        )
        .groupBy(assignedRight.id)
        .having(gt(end, at))
        .orderBy(asc(end), asc(assignedRight.id));
    },

    async placeExists(placeId: string): Promise<boolean> {
      const rows = await db
        .select({ one: sql<number>`1` })
        .from(place)
        .where(eq(place.id, placeId))
        .limit(1);
      return rows.length > 0;
    },
  };
}
