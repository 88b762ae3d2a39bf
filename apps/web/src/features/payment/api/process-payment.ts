import type {
  PaymentProcessing,
  ProcessClientSecretPaymentBody,
  ProcessFreePaymentBody,
  ProcessIntentPaymentBody,
  ProcessPaymentResult,
} from '@parking/domain/contracts';
import { apiClient } from '../../../lib/api-client.ts';
import { cardPath } from './generate-payment.ts';

/** 200 with the assigned right, or 202 while the processor has not confirmed yet. */
export type ProcessOutcome = ProcessPaymentResult | PaymentProcessing;

export const isProcessing = (outcome: ProcessOutcome): outcome is PaymentProcessing =>
  'status' in outcome && outcome.status === 'processing';

export function processFreePayment(body: ProcessFreePaymentBody): Promise<ProcessPaymentResult> {
  return apiClient.post<ProcessPaymentResult>('/payment/process-payment', body);
}

/** First kind: the server confirms the intent with the browser's payment method. 402: declined. */
export function processIntentPayment(body: ProcessIntentPaymentBody): Promise<ProcessOutcome> {
  return apiClient.post<ProcessOutcome>(`/${cardPath('CARD_INTENT')}/process-payment`, body);
}

/** Second kind: the browser confirmed with the client secret; the server records the result. */
export function processClientSecretPayment(
  body: ProcessClientSecretPaymentBody,
): Promise<ProcessOutcome> {
  return apiClient.post<ProcessOutcome>(`/${cardPath('CARD_CLIENT_SECRET')}/process-payment`, body);
}
