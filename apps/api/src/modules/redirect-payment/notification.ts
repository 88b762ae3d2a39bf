import {
  pricedPaymentVerdict,
  type RedirectReturnResult,
  type RedirectSignedParams,
} from '@parking/domain';
import { findPricedStay, recordStayPayment, stayOrderStatusOf } from '../stay/index.js';
import type { RedirectDeps } from './deps.js';
import { refundRedirectOrder } from './refund.js';
import { updateOrder } from './repository.js';
import { lockAnsweredOrder, verifiedAnswer } from './verify-answer.js';

/**
 * POST /api/redirect/notification, the gateway's server-to-server answer: the one writer of a
 * redirect payment (docs/decisions/059). Under the order's row lock, then the stay's, a PENDING
 * order becomes PAID (its stay payment recorded with the order's id, exactly once) or FAILED;
 * a redelivered or late notification finds it decided and changes nothing. An order charged
 * for time another payment has paid meanwhile (two tabs, two orders), or charged after its price
 * expired for less than the stay then owes (decision 069), is not recorded: it becomes
 * REFUNDING, and its money is asked back from the gateway once this commits.
 */
export async function acceptNotification(
  deps: RedirectDeps,
  params: RedirectSignedParams,
): Promise<RedirectReturnResult> {
  const { result, refundDue } = await decide(deps, params);
  if (refundDue) {
    // The sweeper asks again if this fails or the process stops first (refund.ts).
    await refundRedirectOrder(deps, result.orderId).catch((error: unknown) => {
      deps.logger?.error({ err: error, orderId: result.orderId }, 'redirect refund not asked yet');
    });
  }
  return result;
}

type Decision = { result: RedirectReturnResult; refundDue: boolean };

function decide(deps: RedirectDeps, params: RedirectSignedParams): Promise<Decision> {
  const verified = verifiedAnswer(deps, params);
  return deps.db.transaction(async (tx): Promise<Decision> => {
    const { order, answer } = await lockAnsweredOrder(deps, tx, verified);
    const ids = { orderId: order.id, sessionId: order.stayId };
    const decision = (status: RedirectReturnResult['status'], refundDue = false) => ({
      result: { ...ids, status },
      refundDue,
    });
    // Decided already: a redelivery. An unfinished refund is the sweeper's. An EXPIRED order
    // (its price lapsed unpaid, the sweeper's mark) may still be paid late: decided below.
    if (order.status !== 'PENDING' && order.status !== 'EXPIRED') {
      return decision(stayOrderStatusOf(order.status, order.refundReason));
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
      // A refusal after expiry leaves it EXPIRED: nothing was charged either way.
      if (order.status === 'EXPIRED') return decision('FAILED');
      await updateOrder(tx, order.id, { ...decided, status: 'FAILED' });
      return decision('FAILED');
    }
    // A stay whose lot lost its gated tariff since cannot be priced: its payment is kept.
    const stay = await findPricedStay(tx, order.stayId, {
      forUpdate: true,
      sandboxMoney: deps.sandboxMoney,
    });
    const verdict = stay
      ? pricedPaymentVerdict({
          tariff: stay.tariff,
          actualStart: stay.actualStart,
          actualEnd: stay.actualEnd,
          payments: stay.payments,
          amountMinor: order.amountMinor,
          pricedUntil: order.pricedUntil,
          expiresAt: order.expiresAt,
          at: now,
        })
      : 'count';
    if (verdict !== 'count') {
      const refundReason = verdict === 'stay-paid' ? 'STAY_PAID' : 'PRICE_EXPIRED';
      await updateOrder(tx, order.id, { ...decided, status: 'REFUNDING', refundReason });
      return decision(stayOrderStatusOf('REFUNDING', refundReason), true);
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
      sandbox: order.gateway === 'SANDBOX',
    });
    await updateOrder(tx, order.id, { ...decided, status: 'PAID' });
    return decision('PAID');
  });
}
