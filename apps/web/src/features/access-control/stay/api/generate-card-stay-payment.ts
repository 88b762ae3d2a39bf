import type { CardPaymentIntent } from '@parking/domain/contracts';
import { type CardKind, cardPath } from '#web/features/payment/index.ts';
import { apiClient } from '#web/lib/api-client.ts';
import { keepPayerKey, payerKeyHeaders } from '#web/lib/payer-keys.ts';

/**
 * POST /{provider}/generate-payment-by-session (spec section 7; decision 058): the server prices
 * the stay and answers its pending payment and the processor's intent. The keys prove this
 * device made the live payment: only then is it handed out again (decision 068).
 */
export function generateCardStayPayment(
  kind: CardKind,
  body: { customerId: string; sessionId: string; locale: string },
): Promise<CardPaymentIntent> {
  return apiClient
    .post<CardPaymentIntent>(`/${cardPath(kind)}/generate-payment-by-session`, body, {
      headers: payerKeyHeaders(),
    })
    .then(keepPayerKey);
}
