import { fetchStayOrderByExternal } from '#web/features/access-control/order/api/get-stay-order-by-external.ts';
import {
  type CardKind,
  type PaymentActions,
  toProcessOutcome,
} from '#web/features/payment/index.ts';
import { generateCardStayPayment } from '../api/generate-card-stay-payment.ts';
import {
  type ProcessStayAnswer,
  processCardStayPayment,
} from '../api/process-card-stay-payment.ts';

/** What a stay's payment paid is its order. */
const paidOrder = (answer: ProcessStayAnswer) => toProcessOutcome(answer, (paid) => paid.orderId);

/**
 * A gated stay's card payment in the calls the payment form runs (spec section 7; decision
 * 058): generate-payment-by-session prices the stay on the server, process-payment-session
 * settles it and answers the order, whose id the form hands to `onPaid`. The stay is the
 * vehicle: nothing to describe before the browser confirms, and a slow card is waited for on
 * the order by the intent's id (404 until it is paid).
 */
export function stayPaymentActions({
  customerId,
  sessionId,
  kind,
  email,
  locale,
}: {
  customerId: string;
  sessionId: string;
  kind: CardKind;
  email: string;
  locale: string;
}): PaymentActions {
  const copyTo = email ? { email } : {};
  return {
    generate: () => generateCardStayPayment(kind, { customerId, sessionId, locale }),
    processFree: () => Promise.reject(new Error('A stay is paid by card')),
    processIntent: ({ paymentIntentId, paymentMethodId, locale }) =>
      processCardStayPayment('CARD_INTENT', {
        paymentIntentId,
        paymentMethodId,
        locale,
        ...copyTo,
      }).then(paidOrder),
    updateIntent: () => Promise.resolve(null),
    processClientSecret: ({ externalId, locale }) =>
      processCardStayPayment('CARD_CLIENT_SECRET', { externalId, locale, ...copyTo }).then(
        paidOrder,
      ),
    findByExternalId: (externalId, signal) =>
      fetchStayOrderByExternal(customerId, externalId, signal).then((order) => ({
        paidRef: order.orderId,
      })),
  };
}
