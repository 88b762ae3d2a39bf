import { and, eq } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import { selectActiveRateLines } from '#api/db/queries/rate-lines.js';
import { assignedRight } from '#api/db/schema/index.js';

/** The reads of the extension rate list: the rate lines and the right they would extend. */
export function createRateRepository(db: Database) {
  return {
    /** Active EXTENSION rates of a place, one row per rate line (the place endpoint's order). */
    listExtensionRateLines(placeId: string) {
      return selectActiveRateLines(db, { placeId, types: ['EXTENSION'] });
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
