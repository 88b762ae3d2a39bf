import { and, eq, max, sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import { assignedRight, payment } from '#api/db/schema/index.js';

const p = sql.placeholder;

/** The read an extension stands on: where the right it adds to ends now. */
export function createRightEndRead(db: Database) {
  // Once per extension (its generate; its settle again only after a race): prepared once.
  const rightEnd = db
    .select({ end: max(payment.endPeriodCovered), version: assignedRight.version })
    .from(assignedRight)
    .leftJoin(payment, and(eq(payment.assignedRightId, assignedRight.id), eq(payment.type, 'BASE')))
    .where(and(eq(assignedRight.id, p('assignedRightId')), eq(assignedRight.placeId, p('placeId'))))
    .groupBy(assignedRight.id, assignedRight.version)
    .prepare('extension_right_end');

  return {
    /**
     * The end of an assigned right of a place (its latest BASE payment's end; null when it has
     * none) with the right's version (decision 098), which an extension settles on; undefined
     * when there is no such right at the place.
     */
    async findRightState(
      assignedRightId: string,
      placeId: string,
    ): Promise<{ end: Date | null; version: number } | undefined> {
      const rows = await rightEnd.execute({ assignedRightId, placeId });
      const row = rows[0];
      return row ? { end: row.end ?? null, version: row.version } : undefined;
    },
  };
}

export type RightEndRead = ReturnType<typeof createRightEndRead>;
