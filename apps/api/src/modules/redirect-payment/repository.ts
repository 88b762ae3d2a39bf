import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import { redirectOrder } from '#api/db/schema/index.js';

export type RedirectOrderRow = typeof redirectOrder.$inferSelect;
export type NewRedirectOrder = typeof redirectOrder.$inferInsert;

/**
 * A live PENDING order of the stay for this amount, made for one of these payer keys: the
 * same device's second generate reuses it; a caller holding none of its keys never gets it.
 */
export async function findReusableOrder(
  db: Database,
  input: {
    stayId: string;
    amountMinor: number;
    gateway: string;
    merchantCode: string;
    now: Date;
    payerKeyHashes: readonly string[];
  },
): Promise<RedirectOrderRow | undefined> {
  if (input.payerKeyHashes.length === 0) return undefined;
  const [row] = await db
    .select()
    .from(redirectOrder)
    .where(
      and(
        eq(redirectOrder.stayId, input.stayId),
        eq(redirectOrder.amountMinor, input.amountMinor),
        eq(redirectOrder.gateway, input.gateway),
        eq(redirectOrder.merchantCode, input.merchantCode),
        eq(redirectOrder.status, 'PENDING'),
        gt(redirectOrder.expiresAt, input.now),
        inArray(redirectOrder.payerKeyHash, [...input.payerKeyHashes]),
      ),
    )
    .orderBy(desc(redirectOrder.createdAt))
    .limit(1);
  return row;
}

/** Inserts the order; undefined when its number is taken (the caller draws another). */
export async function insertOrder(db: Database, order: NewRedirectOrder) {
  const [row] = await db.insert(redirectOrder).values(order).onConflictDoNothing().returning();
  return row;
}

/** The order of a merchant's order number, its row locked for the rest of the transaction. */
export async function lockOrderByNumber(db: Database, merchantCode: string, orderNumber: string) {
  const [row] = await db
    .select()
    .from(redirectOrder)
    .where(
      and(eq(redirectOrder.merchantCode, merchantCode), eq(redirectOrder.orderNumber, orderNumber)),
    )
    .for('update');
  return row;
}

export async function updateOrder(
  db: Database,
  id: string,
  changes: Partial<Omit<RedirectOrderRow, 'id'>>,
): Promise<void> {
  await db.update(redirectOrder).set(changes).where(eq(redirectOrder.id, id));
}
