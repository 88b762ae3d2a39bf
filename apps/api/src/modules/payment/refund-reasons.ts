import { PAYMENT_MESSAGES } from '@parking/domain';

/**
 * Why the money of a pending payment was returned, as recorded in failure_reason: the core's own
 * reason here; each product registers its own with their words (products.ts, decision 075), so
 * that a refused call can say the real cause (issue 22 point 9), whoever refunded it.
 */
export const REFUND_REASON_NO_PLATE = 'expired before a license plate was given';

/**
 * A settle that found its payment could not stand (the booking's window sold, its quote booked,
 * the stay paid by another payment) and gave the money back: `failureReason` says which, as
 * recorded, for resolvePaid's 'refunded' answer.
 */
export class RefundedAtSettleError extends Error {
  override name = 'RefundedAtSettleError';
  constructor(
    readonly failureReason: string,
    pendingPaymentId: string,
  ) {
    super(`Pending payment ${pendingPaymentId} was refunded: ${failureReason}`);
  }
}

/**
 * What a caller hears of a refunded payment with no product's reason: a refund under way of a
 * payment that expired before its plate (the only refund that begins before its reason is
 * written), as REFUND_REASON_NO_PLATE is.
 */
export const REFUNDED_UNDER_WAY = {
  message: PAYMENT_MESSAGES.paymentRefunded,
  code: 'REFUNDED_EXPIRED',
} as const;
