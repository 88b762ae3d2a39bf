import type {
  ProcessBookingClientSecretBody,
  ProcessBookingIntentBody,
} from '@parking/domain/contracts';
import { apiClient } from '../../../lib/api-client.ts';
import { cardPath, type ProcessOutcome } from '../../payment/index.ts';

/** First kind: POST /card-intent/process-payment-booking; 200, 202 processing or 402 declined. */
export function processBookingIntentPayment(
  body: ProcessBookingIntentBody,
): Promise<ProcessOutcome> {
  return apiClient.post<ProcessOutcome>(
    `/${cardPath('CARD_INTENT')}/process-payment-booking`,
    body,
  );
}

/** Second kind: POST /card-client-secret/process-payment-booking, after the browser confirmed. */
export function processBookingClientSecretPayment(
  body: ProcessBookingClientSecretBody,
): Promise<ProcessOutcome> {
  return apiClient.post<ProcessOutcome>(
    `/${cardPath('CARD_CLIENT_SECRET')}/process-payment-booking`,
    body,
  );
}
