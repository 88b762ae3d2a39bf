import { sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import { prepareRows } from '#api/db/queries/prepared-rows.js';
import { assignedRight, payment } from '#api/db/schema/index.js';
import { createStatementBatch } from '#api/lib/statement-batch.js';

type RightStateRow = { key: string; end: string | Date | null; version: number };

/** The read an extension stands on: where the right it adds to ends now. */
export function createRightEndRead(db: Database) {
  // Once per extension (its generate; its settle again only after a race), and the reads that
  // arrive while one runs go together (lib/statement-batch.ts, decision 104). The end is a
  // subquery, not a grouped join: its generic plan costs what a custom one does (two index
  // lookups), so the server stops planning it at every call after its fifth.
  const readRows = prepareRows<RightStateRow>(
    db,
    sql`select v.key, ${assignedRight.version} as version,
        (select max(base.end_period_covered) from ${payment} base
          where base.assigned_right_id = ${assignedRight.id} and base.type = 'BASE') as end
      from batch_rows(${sql.placeholder('rows')}::jsonb) as r,
        jsonb_to_record(r) as v(key text, assigned_right_id uuid, place_id uuid)
      join ${assignedRight} on ${assignedRight.id} = v.assigned_right_id
        and ${assignedRight.placeId} = v.place_id`,
    'extension_right_ends',
  );
  type Read = { assignedRightId: string; placeId: string };
  const keyOf = (read: Read) => `${read.assignedRightId} ${read.placeId}`;
  const read = createStatementBatch<Read, { end: Date | null; version: number } | undefined>({
    keyOf,
    run: async (reads) => {
      const rows = await readRows({
        rows: JSON.stringify(
          reads.map((one) => ({
            key: keyOf(one),
            assigned_right_id: one.assignedRightId,
            place_id: one.placeId,
          })),
        ),
      });
      const byKey = new Map(rows.map((row) => [row.key, row]));
      return reads.map((one) => {
        const row = byKey.get(keyOf(one));
        return row
          ? { end: row.end === null ? null : new Date(row.end), version: Number(row.version) }
          : undefined;
      });
    },
  });

  return {
    /**
     * The end of an assigned right of a place (its latest BASE payment's end; null when it has
     * none) with the right's version (decision 098), which an extension settles on; undefined
     * when there is no such right at the place.
     */
    findRightState(
      assignedRightId: string,
      placeId: string,
    ): Promise<{ end: Date | null; version: number } | undefined> {
      return read({ assignedRightId, placeId });
    },
  };
}

export type RightEndRead = ReturnType<typeof createRightEndRead>;
