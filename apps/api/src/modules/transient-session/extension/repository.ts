import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import { assignedRight, payment } from '#api/db/schema/index.js';

const p = sql.placeholder;

/** The read an extension stands on: where the right it adds to ends now. */
export function createRightEndRead(db: Database) {
  // Once per extension (its generate; its settle again only after a race): prepared once. The
  // end is a subquery, not a grouped join: its generic plan costs what a custom one does (two
  // index lookups), so the server stops planning it at every call after its fifth.
  const rightEnd = db
    .select({
      // Written out: drizzle leaves the columns of a one-table select unqualified.
      end: sql<Date | null>`(select max(base.end_period_covered) from payment base
        where base.assigned_right_id = assigned_right.id and base.type = 'BASE')`.mapWith(
        payment.endPeriodCovered,
      ),
      version: assignedRight.version,
    })
    .from(assignedRight)
    .where(and(eq(assignedRight.id, p('assignedRightId')), eq(assignedRight.placeId, p('placeId'))))
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
