import type {
  CardPaymentIntent,
  ProcessStayPaymentBody,
  ProcessStayPaymentResult,
  StayOrder,
} from '@parking/domain/contracts';
import { apiClient } from '../../../lib/api-client.ts';
import { keepPayerKey, payerKeyHeaders } from '../../../lib/payer-keys.ts';
import {
  type CardKind,
  cardPath,
  type PaymentActions,
  type ProcessOutcome,
} from '../../payment/index.ts';

type StayProcessAnswer = ProcessStayPaymentResult | { status: 'processing'; externalId: string };

/** The order a paid stay's call answers, in the shape the payment form waits for. */
const asOutcome = (answer: StayProcessAnswer): ProcessOutcome =>
  'orderId' in answer ? { assignedRightId: answer.orderId } : answer;

const processSession = (kind: CardKind, body: ProcessStayPaymentBody) =>
  apiClient
    .post<StayProcessAnswer>(`/${cardPath(kind)}/process-payment-session`, body)
    .then(asOutcome);

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
    // The keys prove this device made the live payment: only then is it handed out again.
    generate: () =>
      apiClient
        .post<CardPaymentIntent>(
          `/${cardPath(kind)}/generate-payment-by-session`,
          { customerId, sessionId, locale },
          { headers: payerKeyHeaders() },
        )
        .then(keepPayerKey),
    processFree: () => Promise.reject(new Error('A stay is paid by card')),
    processIntent: ({ paymentIntentId, paymentMethodId, locale }) =>
      processSession('CARD_INTENT', { paymentIntentId, paymentMethodId, locale, ...copyTo }),
    updateIntent: () => Promise.resolve(null),
    processClientSecret: ({ externalId, locale }) =>
      processSession('CARD_CLIENT_SECRET', { externalId, locale, ...copyTo }),
    findByExternalId: (externalId, signal) =>
      apiClient
        .get<StayOrder>(
          `/customer/${customerId}/order/external/${encodeURIComponent(externalId)}`,
          signal ? { signal } : {},
        )
        .then((order) => ({ assignedRightId: order.orderId })),
  };
}
