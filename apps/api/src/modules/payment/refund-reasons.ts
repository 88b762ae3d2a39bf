import {
  BOOKING_MESSAGES,
  type ErrorCode,
  PAYMENT_MESSAGES,
  PAYMENT_REFUSAL_MESSAGES,
} from '@parking/domain';

/**
 * Why the money of a pending payment was returned, as recorded in failure_reason. One home, so
 * that a refused call can say the real cause (issue 22 point 9), whoever refunded it.
 */
export const REFUND_REASON_NO_PLATE = 'expired before a license plate was given';
export const REFUND_REASON_FULL = 'the hold expired and the booking window was sold meanwhile';
export const REFUND_REASON_STAY_PAID = 'the stay was already paid for the time this payment priced';
export const REFUND_REASON_PERIOD_PAID = 'the permit period was already paid';
/** Decision 070: one quote, one booking; a second payment of it is given back. */
export const REFUND_REASON_QUOTE_PAID = 'the quote was already booked by another payment';

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

type Refusal = { message: string; code: ErrorCode };

const REFUSAL_OF_REASON: Record<string, Refusal> = {
  [REFUND_REASON_FULL]: {
    message: PAYMENT_REFUSAL_MESSAGES.windowSold,
    code: 'REFUNDED_WINDOW_SOLD',
  },
  [REFUND_REASON_STAY_PAID]: {
    message: PAYMENT_REFUSAL_MESSAGES.stayPaid,
    code: 'REFUNDED_STAY_PAID',
  },
  // 409: the other tab's payment won the quote (decision 070).
  [REFUND_REASON_QUOTE_PAID]: {
    message: BOOKING_MESSAGES.quotePaidRefunding,
    code: 'REFUNDED_QUOTE_PAID',
  },
  [REFUND_REASON_PERIOD_PAID]: {
    message: PAYMENT_REFUSAL_MESSAGES.periodPaid,
    code: 'REFUNDED_PERIOD_PAID',
  },
};

/**
 * What a caller hears of a refunded payment. No recorded reason is a refund under way of a
 * payment that expired before its plate (the only refund that begins before its reason is
 * written), as is REFUND_REASON_NO_PLATE.
 */
export function refundRefusal(failureReason: string | null | undefined): Refusal {
  return (
    (failureReason && REFUSAL_OF_REASON[failureReason]) || {
      message: PAYMENT_MESSAGES.paymentRefunded,
      code: 'REFUNDED_EXPIRED',
    }
  );
}
