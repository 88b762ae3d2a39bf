import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import { booking, pendingPayment, receiptDelivery } from '#api/db/schema/index.js';

/**
 * Whether a receipt goes to whoever paid (decision 068), as a column of its delivery's claim: its
 * request carried the payer key of a settled payment of the right (the delivery keeps that
 * key's hash, and only such a key's: findPayerKeyOfRight, when it was asked for), or it goes to
 * the address a booking's payer gave. Only then does it show the card's digits and a booking's
 * manage link; a ticket forwarded anywhere else tells no more than the plate already did.
 */
export const sentToPayer = sql<boolean>`(${receiptDelivery.payerKeyHash} is not null or exists (
  select 1 from ${booking}
  where ${booking.assignedRightId} = ${receiptDelivery.assignedRightId}
    and lower(${booking.email}) = lower(${receiptDelivery.email})))`;

/** Of the hashes a request carried, the one of a settled payment of the right (the latest). */
export async function findPayerKeyOfRight(
  db: Database,
  assignedRightId: string,
  payerKeyHashes: readonly string[],
): Promise<string | null> {
  if (payerKeyHashes.length === 0) return null;
  const [row] = await db
    .select({ hash: pendingPayment.payerKeyHash })
    .from(pendingPayment)
    .where(
      and(
        eq(pendingPayment.assignedRightId, assignedRightId),
        isNotNull(pendingPayment.paymentId),
        inArray(pendingPayment.payerKeyHash, [...payerKeyHashes]),
      ),
    )
    .orderBy(desc(pendingPayment.createdAt))
    .limit(1);
  return row?.hash ?? null;
}
