import { inArray } from 'drizzle-orm';
import type { Transaction } from '#api/db/queries/booking-capacity.js';
import {
  customer,
  organization,
  place,
  rate,
  rateLine,
  serviceType,
  vehicleType,
} from '#api/db/schema/index.js';

const TABLES = {
  organization,
  vehicleTypes: vehicleType,
  serviceTypes: serviceType,
  customer,
  place,
  rate,
  line: rateLine,
} as const;

/**
 * The ids a file gives to entities its organisation does not have that some other row already
 * has: a file copied from another operator's export must not take over that operator's place.
 */
export async function takenIds(
  tx: Transaction,
  claimed: Array<{ entity: string; id: string; path: string }>,
) {
  const taken: typeof claimed = [];
  for (const [entity, table] of Object.entries(TABLES)) {
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
