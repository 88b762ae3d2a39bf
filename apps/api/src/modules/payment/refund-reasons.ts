import {
  PAYMENT_MESSAGES,
  PAYMENT_REFUSAL_MESSAGES,
  PAYMENT_REFUSAL_REASONS,
} from '@parking/domain';

/**
 * Why the money of a pending payment was returned, as recorded in failure_reason. One home, so
 * that a refused call can say the real cause (issue 22 point 9), whoever refunded it.
 */
export const REFUND_REASON_NO_PLATE = 'expired before a license plate was given';
export const REFUND_REASON_FULL = 'the hold expired and the booking window was sold meanwhile';
export const REFUND_REASON_STAY_PAID = 'the stay was already paid for the time this payment priced';
export const REFUND_REASON_PERIOD_PAID = 'the permit period was already paid';

const REFUSAL_OF_REASON: Record<string, { message: string; reason: string }> = {
  [REFUND_REASON_FULL]: {
    message: PAYMENT_REFUSAL_MESSAGES.windowSold,
    reason: PAYMENT_REFUSAL_REASONS.refundedWindowSold,
  },
  [REFUND_REASON_STAY_PAID]: {
    message: PAYMENT_REFUSAL_MESSAGES.stayPaid,
    reason: PAYMENT_REFUSAL_REASONS.refundedStayPaid,
  },
  [REFUND_REASON_PERIOD_PAID]: {
    message: PAYMENT_REFUSAL_MESSAGES.periodPaid,
    reason: PAYMENT_REFUSAL_REASONS.refundedPeriodPaid,
  },
};

/**
 * What a caller hears of a refunded payment. No recorded reason is a refund under way of a
 * payment that expired before its plate (the only refund that begins before its reason is
 * written), as is REFUND_REASON_NO_PLATE.
 */
export function refundRefusal(failureReason: string | null | undefined) {
  return (
    (failureReason && REFUSAL_OF_REASON[failureReason]) || {
      message: PAYMENT_MESSAGES.paymentRefunded,
      reason: PAYMENT_REFUSAL_REASONS.refundedExpired,
    }
  );
}
