import { eq } from 'drizzle-orm';
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
import type { KeyedTable, UnnamedRow } from './key-maker.js';

const TABLES = {
  organization,
  vehicleType,
  serviceType,
  customer,
  place,
  rate,
  line: rateLine,
} satisfies Record<KeyedTable, unknown>;

/**
 * Stores the keys an apply found made from names (rows from before operator files): from
 * then on the key is the row's, and a rate retired later can still be named back by it.
 */
export async function storeKeys(tx: Transaction, unnamed: readonly UnnamedRow[]): Promise<void> {
  for (const row of unnamed) {
    const table = TABLES[row.table];
    await tx.update(table).set({ key: row.key }).where(eq(table.id, row.id));
  }
}
