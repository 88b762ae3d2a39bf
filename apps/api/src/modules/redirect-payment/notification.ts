import type { RedirectReturnResult, RedirectSignedParams } from '@parking/domain';
import { recordStayPayment } from '../stay/index.js';
import type { RedirectDeps } from './deps.js';
import { updateOrder } from './repository.js';
import { verifiedOrder } from './verify-answer.js';

/**
 * POST /api/redirect/notification, the gateway's server-to-server answer: the one writer of a
 * redirect payment (docs/decisions/059). Under the order's row lock, a PENDING order becomes
 * PAID (its stay payment recorded with the order's id, exactly once) or FAILED; a redelivered
 * or late notification finds it decided and changes nothing.
 */
export async function acceptNotification(
  deps: RedirectDeps,
  params: RedirectSignedParams,
): Promise<RedirectReturnResult> {
  return deps.db.transaction(async (tx) => {
    const { order, answer } = await verifiedOrder(deps, tx, params);
    const result = { orderId: order.id, sessionId: order.stayId };
    if (order.status !== 'PENDING') {
      return { ...result, status: order.status as RedirectReturnResult['status'] };
    }
    const now = deps.now();
    const decided = {
      responseCode: answer.response,
      authorisationCode: answer.authorisationCode,
      cardBrand: answer.cardBrand,
      lastFourDigits: answer.lastFourDigits,
      decidedAt: now,
    };
    if (!answer.authorised) {
      await updateOrder(tx, order.id, { ...decided, status: 'FAILED' });
      return { ...result, status: 'FAILED' };
    }
    await recordStayPayment(tx, {
      id: order.id,
      stayId: order.stayId,
      customerId: order.customerId,
      placeId: order.placeId,
      provider: 'REGIONAL_REDIRECT',
      amountMinor: order.amountMinor,
      currencyCode: order.currencyCode,
      pricedUntil: order.pricedUntil,
      paidAt: now,
      externalId: `${order.merchantCode}/${order.orderNumber}`,
      transactionId: answer.authorisationCode,
      cardBrand: answer.cardBrand,
      lastFourDigits: answer.lastFourDigits,
      email: null,
      locale: order.locale,
    });
    await updateOrder(tx, order.id, { ...decided, status: 'PAID' });
    return { ...result, status: 'PAID' };
  });
}
