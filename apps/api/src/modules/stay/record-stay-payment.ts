import type { PaymentProvider } from '@parking/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import { stayPayment } from '#api/db/schema/index.js';

export interface StayPaymentInput {
  /** The order id to give the row, when the payment had one before it was taken (redirect). */
  id?: string;
  stayId: string;
  customerId: string;
  placeId: string;
  provider: PaymentProvider;
  amountMinor: number;
  currencyCode: string;
  /** The instant the amount was computed for. */
  pricedUntil: Date;
  paidAt: Date;
  /** The card intent id or the redirect gateway's order: a stay is paid once per id. */
  externalId: string;
  transactionId: string | null;
  cardBrand: string | null;
  lastFourDigits: string | null;
  email: string | null;
  locale: string;
  /** Taken by an embedded sandbox: no real money (docs/decisions/073). */
  sandbox: boolean;
}

/**
 * Records money taken for a stay exactly once per processor payment, whichever of the browser,
 * the webhook or the redirect notification comes first: a second call with the same provider and
 * external id finds the first row. Call it inside the transaction that settles the payment.
 */
export async function recordStayPayment(
  db: Database,
  input: StayPaymentInput,
): Promise<{ orderId: string; created: boolean }> {
  const [inserted] = await db
    .insert(stayPayment)
    .values(input)
    .onConflictDoNothing({ target: [stayPayment.provider, stayPayment.externalId] })
    .returning({ id: stayPayment.id });
  if (inserted) return { orderId: inserted.id, created: true };
  const [existing] = await db
    .select({ id: stayPayment.id })
    .from(stayPayment)
    .where(
      and(eq(stayPayment.provider, input.provider), eq(stayPayment.externalId, input.externalId)),
    );
  if (!existing) throw new Error('stay payment neither inserted nor found');
  return { orderId: existing.id, created: false };
}
