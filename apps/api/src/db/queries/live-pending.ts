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
