import { PAYMENT_REFUSAL_MESSAGES } from '@parking/domain';
import type { RefundRefusal } from '../payment/index.js';

/** Why a permit renewal's payment was given back at settle, as recorded in failure_reason. */
export const REFUND_REASON_PERIOD_PAID = 'the permit period was already paid';

/** What a caller hears of it (registered with the permit's product, decision 075). */
export const PERMIT_REFUND_REASONS: Record<string, RefundRefusal> = {
  [REFUND_REASON_PERIOD_PAID]: {
    message: PAYMENT_REFUSAL_MESSAGES.periodPaid,
    code: 'REFUNDED_PERIOD_PAID',
  },
};
