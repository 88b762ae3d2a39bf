import { PAYMENT_REFUSAL_MESSAGES } from '@parking/domain';
import type { RefundRefusal } from '../payment/index.js';

/** Why a stay's payment was given back at settle, as recorded in failure_reason. */
export const REFUND_REASON_STAY_PAID = 'the stay was already paid for the time this payment priced';

/** What a caller hears of it (registered with the stay's product, decision 075). */
export const STAY_REFUND_REASONS: Record<string, RefundRefusal> = {
  [REFUND_REASON_STAY_PAID]: {
    message: PAYMENT_REFUSAL_MESSAGES.stayPaid,
    code: 'REFUNDED_STAY_PAID',
  },
};
