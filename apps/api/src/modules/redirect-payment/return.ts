import type { RedirectReturnResult, RedirectSignedParams } from '@parking/domain';
import { PAYER_CANCELLED_RESPONSE } from '#api/redirect-gateways/index.js';
import { stayOrderStatusOf } from '../stay/index.js';
import type { RedirectDeps } from './deps.js';
import { redirectErrors } from './errors.js';
import { updateOrder } from './repository.js';
import { lockAnsweredOrder, verifiedAnswer } from './verify-answer.js';

/**
 * POST /api/redirect/return, the browser's query from the gateway's UrlOK/UrlKO. Verified as a
 * notification is, and accepted once (a second use is 409), but it never marks a payment paid:
 * only the notification does (docs/decisions/059). So the answer is the order's state: PAID
 * once notified, FAILED when declined, REFUNDED when the stay had been paid by another order,
 * EXPIRED_REFUNDED when paid after its price expired (decision 069), PENDING while the
 * notification has not come; `cancelled` when the payer cancelled on the gateway's page.
 */
export async function acceptReturn(
  deps: RedirectDeps,
  params: RedirectSignedParams,
): Promise<RedirectReturnResult> {
  const verified = verifiedAnswer(deps, params);
  return deps.db.transaction(async (tx) => {
    const { order, answer } = await lockAnsweredOrder(deps, tx, verified);
    if (order.returnedAt) throw redirectErrors.replayed();
    await updateOrder(tx, order.id, { returnedAt: deps.now() });
    const result = {
      orderId: order.id,
      sessionId: order.stayId,
      // Said apart from a decline: the driver chose to stop, and their card was never asked.
      ...(answer.response === PAYER_CANCELLED_RESPONSE ? { cancelled: true } : {}),
    };
    // EXPIRED reads as PENDING when the gateway says it charged: its notification decides.
    if (order.status !== 'PENDING' && order.status !== 'EXPIRED') {
      return { ...result, status: stayOrderStatusOf(order.status, order.refundReason) };
    }
    return { ...result, status: answer.authorised ? 'PENDING' : 'FAILED' };
  });
}
