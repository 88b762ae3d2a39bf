import { randomUUID } from 'node:crypto';
import type { PendingWithContext } from './pending-repository.js';
import type { Collected } from './products.js';

/** A right's language when its payment named none (its SMS and e-mails are in it). */
const DEFAULT_RIGHT_LOCALE = 'en-US';

/**
 * What a product that settles an assigned right (a transient session, a booking) records of
 * its payment: the pending payment's place, rate and amounts, and how the money was taken.
 */
export function rightPaymentOf(row: PendingWithContext, collected: Collected) {
  return {
    pendingPaymentId: row.id,
    paymentId: randomUUID(),
    placeId: row.placeId,
    customerId: row.customerId,
    plate: collected.plate,
    locale: row.locale ?? DEFAULT_RIGHT_LOCALE,
    collectedAt: collected.at,
    transactionId: collected.transactionId,
    rateLineId: row.rateLineId,
    currencyCode: row.currencyCode,
    cardBrand: collected.cardBrand,
    lastFourDigits: collected.lastFourDigits,
    provider: row.provider,
    amountMinor: row.amountMinor,
    serviceFeeMinor: row.serviceFeeMinor,
  };
}

/** A paid right's payment, as rightPaymentOf builds it; each product adds its own fields. */
export type RightPayment = ReturnType<typeof rightPaymentOf>;
