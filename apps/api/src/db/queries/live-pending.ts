import type { Database } from '../client.js';
import { pendingPayment } from '../schema/index.js';

/**
 * A live pending payment as a second tab is answered it again (a booking's hold, decision 070;
 * a permit's renewal, 052): what the browser needs to pay it with the same intent.
 */
export const livePendingColumns = {
  id: pendingPayment.id,
  externalId: pendingPayment.externalId,
  amountMinor: pendingPayment.amountMinor,
  serviceFeeMinor: pendingPayment.serviceFeeMinor,
  currencyCode: pendingPayment.currencyCode,
  expiresAt: pendingPayment.expiresAt,
};

export type LivePending = {
  id: string;
  externalId: string | null;
  amountMinor: number;
  serviceFeeMinor: number;
  currencyCode: string;
  expiresAt: Date;
};

type PendingInsert = typeof pendingPayment.$inferInsert;

/**
 * A pending payment that holds its price until `expiresAt`, as a booking's hold or a permit's
 * renewal makes it.
 */
export type NewLivePending = {
  id: string;
  placeId: string;
  rateId: string;
  rateLineId: string;
  provider: 'CARD_INTENT' | 'CARD_CLIENT_SECRET';
  gateway: PendingInsert['gateway'];
  /** The place's own processor account the intent was made with; null for the server's. */
  paymentAccount: PendingInsert['paymentAccount'];
  amountMinor: number;
  serviceFeeMinor: number;
  currencyCode: string;
  externalId: string;
  expiresAt: Date;
  at: Date;
};

/** What it buys: its kind and that kind's own columns (a quote, a permit's period). */
type PendingPurchase = Pick<PendingInsert, 'kind'> &
  Pick<
    Partial<PendingInsert>,
    'quoteId' | 'clientKey' | 'extendsAssignedRightId' | 'periodStart' | 'periodEnd'
  >;

/** Writes it PENDING, created and last changed at `at`. */
export async function insertLivePending(
  db: Pick<Database, 'insert'>,
  input: NewLivePending,
  purchase: PendingPurchase,
): Promise<void> {
  await db.insert(pendingPayment).values({
    id: input.id,
    placeId: input.placeId,
    rateId: input.rateId,
    rateLineId: input.rateLineId,
    ...purchase,
    provider: input.provider,
    gateway: input.gateway,
    paymentAccount: input.paymentAccount ?? null,
    amountMinor: input.amountMinor,
    serviceFeeMinor: input.serviceFeeMinor,
    currencyCode: input.currencyCode,
    externalId: input.externalId,
    status: 'PENDING',
    expiresAt: input.expiresAt,
    createdAt: input.at,
    updatedAt: input.at,
  });
}
