import type {
  CardPaymentIntent,
  GeneratePaymentBody,
  PendingPayment,
} from '@parking/domain/contracts';
import { type CardKind, cardPath } from '#web/features/payment/index.ts';
import { apiClient } from '#web/lib/api-client.ts';
import { keepPayerKey } from '#web/lib/payer-keys.ts';

/** A rate of value 0: the server holds a free pending payment (POST /payment/generate-payment). */
export function generateFreePayment(body: GeneratePaymentBody): Promise<PendingPayment> {
  return apiClient.post<PendingPayment>('/payment/generate-payment', body).then(keepPayerKey);
}

/** A paid rate: the pending payment plus the processor's intent (POST /{provider}/generate-payment). */
export function generateCardPayment(
  kind: CardKind,
  body: GeneratePaymentBody,
): Promise<CardPaymentIntent> {
  return apiClient
    .post<CardPaymentIntent>(`/${cardPath(kind)}/generate-payment`, body)
    .then(keepPayerKey);
}
