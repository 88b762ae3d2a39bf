import type { CardPaymentIntent, GenerateBookingPaymentBody } from '@parking/domain/contracts';
import { type CardKind, cardPath } from '#web/features/payment/index.ts';
import { apiClient } from '#web/lib/api-client.ts';

/**
 * POST /{provider}/generate-payment-by-quote: the booking's pending payment, which holds a space
 * until it settles or expires (docs/decisions/051), and the processor's intent.
 */
export function generateBookingPayment(
  kind: CardKind,
  body: GenerateBookingPaymentBody,
): Promise<CardPaymentIntent> {
  return apiClient.post<CardPaymentIntent>(`/${cardPath(kind)}/generate-payment-by-quote`, body);
}
