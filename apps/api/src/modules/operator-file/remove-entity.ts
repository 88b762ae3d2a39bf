import type { OperatorChange } from '@parking/domain/operator-file';
import { eq, inArray } from 'drizzle-orm';
import type { Transaction } from '#api/db/queries/booking-capacity.js';
import { customerSettings, placeSettings, rate } from '#api/db/schema/index.js';
import { ENTITY_TABLES } from './entity-tables.js';

/** Deletes a removed entity, or says why it cannot go; a rate with payments is retired. */
export async function removeEntity(
  tx: Transaction,
  change: OperatorChange,
): Promise<string | null> {
  const table = ENTITY_TABLES[change.entity];
  try {
    await tx.transaction(async (savepoint) => {
      if (change.entity === 'customer')
        await savepoint.delete(customerSettings).where(eq(customerSettings.customerId, change.id));
      if (change.entity === 'place')
        await savepoint.delete(placeSettings).where(inArray(placeSettings.placeId, [change.id]));
      await savepoint.delete(table).where(eq(table.id, change.id));
    });
    return null;
  } catch (error) {
    if (!isStillReferenced(error)) throw error;
    if (change.entity === 'rate') {
      await tx.update(rate).set({ active: false }).where(eq(rate.id, change.id));
      return null;
    }
    return `${change.path}: cannot be removed, sessions, bookings, permits, stays, payments or keys still point at it${change.entity === 'place' ? ' (close it with an EXCEPTION period instead)' : ''}`;
  }
}

/** PostgreSQL's foreign_key_violation, from pg or PGlite, possibly wrapped by drizzle. */
function isStillReferenced(error: unknown): boolean {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '23503') return true;
  }
  return false;
}
