import type {
  PaymentProcessing,
  ProcessBookingClientSecretBody,
  ProcessBookingIntentBody,
  ProcessPaymentResult,
} from '@parking/domain/contracts';
import { apiClient } from '../../../lib/api-client.ts';
import { cardPath } from '../../payment/index.ts';

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
