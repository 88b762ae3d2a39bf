import type {
  PaymentProcessing,
  ProcessBookingClientSecretBody,
  ProcessBookingIntentBody,
  ProcessPaymentResult,
} from '@parking/domain/contracts';
import { cardPath } from '#web/features/payment/index.ts';
import { apiClient } from '#web/lib/api-client.ts';

/** 200 with the booking's assigned right, or 202 while the processor has not confirmed yet. */
export type ProcessBookingAnswer = ProcessPaymentResult | PaymentProcessing;

/** First kind: POST /card-intent/process-payment-booking; 200, 202 processing or 402 declined. */
export function processBookingIntentPayment(
  body: ProcessBookingIntentBody,
): Promise<ProcessBookingAnswer> {
  return apiClient.post<ProcessBookingAnswer>(
    `/${cardPath('CARD_INTENT')}/process-payment-booking`,
    body,
  );
}

/** Second kind: POST /card-client-secret/process-payment-booking, after the browser confirmed. */
export function processBookingClientSecretPayment(
  body: ProcessBookingClientSecretBody,
): Promise<ProcessBookingAnswer> {
  return apiClient.post<ProcessBookingAnswer>(
    `/${cardPath('CARD_CLIENT_SECRET')}/process-payment-booking`,
    body,
  );
}
