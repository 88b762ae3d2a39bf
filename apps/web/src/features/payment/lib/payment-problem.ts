import type { ErrorCode } from '@parking/domain/vocabulary';
import { isApiError } from '#web/lib/api-client.ts';
import { errorCodeOf } from '#web/lib/error-code.ts';
import type { TranslationKey } from '#web/lib/i18n/messages.ts';
import type { TranslationValues } from '#web/lib/i18n/translate.ts';

/**
 * What the payment problem modal says: the spec's two (section 8), and the carding defence's
 * refusal (docs/decisions/041), which tells the driver how long to wait.
 */
export type PaymentProblem =
  | { kind: 'rate-unavailable' }
  /** `reason`: the processor's decline code, said in words beside the card (decision 046). */
  | { kind: 'payment-failed'; reason: string | null }
  /** What was charged was refunded, for its cause (decisions 033, 051, 052, 058). */
  | { kind: 'refunded'; cause: RefundCause }
  /** The payment is already being made for another plate or e-mail address. */
  | { kind: 'in-use'; by: 'plate' | 'email' }
  | { kind: 'too-many-attempts'; waitMinutes: number }
  /** A reservation's quote was paid already (docs/decisions/070): nothing charged now. */
  | { kind: 'quote-paid' }
  /** This payment of an already paid quote (another tab's) is being refunded (070). */
  | { kind: 'quote-paid-refunded' }
  /** This connection holds too many unpaid reservations at the place (070). */
  | { kind: 'too-many-holds' };

/** Why money taken for a payment went back, as the API's error codes say it. */
export type RefundCause = 'expired' | 'stay-paid' | 'window-sold' | 'period-paid';

const REFUND_CAUSES: Partial<Record<ErrorCode, RefundCause>> = {
  REFUNDED_EXPIRED: 'expired',
  REFUNDED_STAY_PAID: 'stay-paid',
  REFUNDED_WINDOW_SOLD: 'window-sold',
  REFUNDED_PERIOD_PAID: 'period-paid',
};

/** The refund's cause of an error code; null when the code is no refund's. */
export const refundCauseOf = (code: ErrorCode | null | undefined): RefundCause | null =>
  (code && REFUND_CAUSES[code]) || null;

const REFUND_TEXTS: Record<RefundCause, Pick<ProblemTexts, 'title' | 'description'>> = {
  expired: {
    title: 'payment.errors.refunded_title',
    description: 'payment.errors.refunded_description',
  },
  'stay-paid': {
    title: 'payment.errors.refunded_stay_paid_title',
    description: 'payment.errors.refunded_stay_paid_description',
  },
  'window-sold': {
    title: 'payment.errors.refunded_window_sold_title',
    description: 'payment.errors.refunded_window_sold_description',
  },
  'period-paid': {
    title: 'payment.errors.refunded_period_paid_title',
    description: 'payment.errors.refunded_period_paid_description',
  },
};

/**
 * The carding defence's 429 (TOO_MANY_CARD_ATTEMPTS): whole minutes to wait, from Retry-After,
 * else from the message. Null for any other error.
 */
export function cardAttemptsWaitMinutes(error: unknown): number | null {
  if (!isApiError(error) || errorCodeOf(error) !== 'TOO_MANY_CARD_ATTEMPTS') return null;
  // Without Retry-After (a proxy dropped it), the number the message gives.
  const minutesInMessage = /in (\d+) minute/.exec(error.message)?.[1];
  const seconds =
    error.retryAfterSeconds ?? (minutesInMessage ? Number(minutesInMessage) * 60 : 60);
  return Math.max(1, Math.ceil(seconds / 60));
}

/** A reservation's refusal by its code (docs/decisions/070), if it is one. */
export function bookingRefusalOf(error: unknown): 'quote-paid' | 'too-many-holds' | null {
  if (!isApiError(error)) return null;
  if (errorCodeOf(error) === 'QUOTE_ALREADY_PAID') return 'quote-paid';
  if (errorCodeOf(error) === 'TOO_MANY_HOLDS') return 'too-many-holds';
  return null;
}

/**
 * The problem a failed generate call shows: the carding refusal, a reservation's refusal by
 * its code, else 'Rate not available'.
 */
export function generateProblem(error: unknown): PaymentProblem {
  const refusal = bookingRefusalOf(error);
  if (refusal) return { kind: refusal };
  const waitMinutes = cardAttemptsWaitMinutes(error);
  return waitMinutes === null
    ? { kind: 'rate-unavailable' }
    : { kind: 'too-many-attempts', waitMinutes };
}

export type ProblemTexts = {
  title: TranslationKey;
  description: TranslationKey;
  values?: TranslationValues;
  /** The credit-card icon for card problems, the exclamation for the rate. */
  icon: 'card' | 'alert';
};

export function problemTexts(problem: PaymentProblem): ProblemTexts {
  switch (problem.kind) {
    case 'payment-failed':
      return {
        title: 'payment.errors.payment_failed_title',
        description: 'payment.errors.payment_failed_description',
        icon: 'card',
      };
    case 'refunded':
      return { ...REFUND_TEXTS[problem.cause], icon: 'card' };
    case 'in-use':
      return {
        title: 'payment.errors.in_use_title',
        description:
          problem.by === 'plate'
            ? 'payment.errors.in_use_plate_description'
            : 'payment.errors.in_use_email_description',
        icon: 'card',
      };
    case 'quote-paid':
      return {
        title: 'payment.errors.quote_paid_title',
        description: 'payment.errors.quote_paid_description',
        icon: 'alert',
      };
    case 'quote-paid-refunded':
      return {
        title: 'payment.errors.quote_paid_title',
        description: 'payment.errors.quote_paid_refunded_description',
        icon: 'card',
      };
    case 'too-many-holds':
      return {
        title: 'payment.errors.too_many_holds_title',
        description: 'payment.errors.too_many_holds_description',
        icon: 'alert',
      };
    case 'too-many-attempts':
      return {
        title: 'payment.errors.too_many_attempts_title',
        description:
          problem.waitMinutes === 1
            ? 'payment.errors.too_many_attempts_description_one'
            : 'payment.errors.too_many_attempts_description',
        values: { minutes: problem.waitMinutes },
        icon: 'card',
      };
    default:
      return {
        title: 'payment.errors.rate_unavailable_title',
        description: 'payment.errors.rate_unavailable_description',
        icon: 'alert',
      };
  }
}
