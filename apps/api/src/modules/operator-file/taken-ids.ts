import { inArray } from 'drizzle-orm';
import type { Transaction } from '#api/db/queries/booking-capacity.js';
import { ENTITY_TABLES } from './entity-tables.js';
import type { ClaimedId } from './resolve-ids.js';

/**
 * The ids a file gives to entities its organisation does not have that some other row already
 * has: a file copied from another operator's export must not take over that operator's place.
 */
export async function takenIds(tx: Transaction, claimed: ClaimedId[]) {
  const taken: typeof claimed = [];
  for (const [entity, table] of Object.entries(ENTITY_TABLES)) {
    const wanted = claimed.filter((claim) => claim.entity === entity);
    if (wanted.length === 0) continue;
    const rows = await tx
      .select({ id: table.id })
      .from(table)
      .where(
        inArray(
          table.id,
          wanted.map((claim) => claim.id),
        ),
      );
    const found = new Set(rows.map((row) => row.id));
    taken.push(...wanted.filter((claim) => found.has(claim.id)));
  }
  return taken;
}
