import { eq } from 'drizzle-orm';
import type { Transaction } from '#api/db/queries/booking-capacity.js';
import { ENTITY_TABLES } from './entity-tables.js';
import type { UnnamedRow } from './key-maker.js';

/**
 * Stores the keys an apply found made from names (rows from before operator files): from
 * then on the key is the row's, and a rate retired later can still be named back by it.
 */
export async function storeKeys(tx: Transaction, unnamed: readonly UnnamedRow[]): Promise<void> {
  for (const row of unnamed) {
    const table = ENTITY_TABLES[row.table];
    await tx.update(table).set({ key: row.key }).where(eq(table.id, row.id));
  }
}
