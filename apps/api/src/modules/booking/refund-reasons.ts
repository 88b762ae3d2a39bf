import { BOOKING_MESSAGES, PAYMENT_REFUSAL_MESSAGES } from '@parking/domain';
import type { RefundRefusal } from '../payment/index.js';

/** Why a booking's payment was given back at settle, as recorded in failure_reason. */
export const REFUND_REASON_FULL = 'the hold expired and the booking window was sold meanwhile';
/** Decision 070: one quote, one booking; a second payment of it is given back. */
export const REFUND_REASON_QUOTE_PAID = 'the quote was already booked by another payment';

/** What a caller hears of each (registered with the booking's product, decision 075). */
export const BOOKING_REFUND_REASONS: Record<string, RefundRefusal> = {
  [REFUND_REASON_FULL]: {
    message: PAYMENT_REFUSAL_MESSAGES.windowSold,
    code: 'REFUNDED_WINDOW_SOLD',
  },
  // 409: the other tab's payment won the quote (decision 070).
  [REFUND_REASON_QUOTE_PAID]: {
    message: BOOKING_MESSAGES.quotePaidRefunding,
    code: 'REFUNDED_QUOTE_PAID',
  },
};
