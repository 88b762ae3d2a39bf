import type {
  PaymentProcessing,
  ProcessClientSecretPaymentBody,
  ProcessFreePaymentBody,
  ProcessIntentPaymentBody,
  ProcessPaymentResult,
} from '@parking/domain/contracts';
import { savedCardIdOf } from '@parking/domain/vocabulary';
import { cardPath } from '#web/features/payment/index.ts';
import { apiClient } from '#web/lib/api-client.ts';
import { deviceSecretHeaders } from '#web/lib/device-secret.ts';

/** 200 with the assigned right, or 202 while the processor has not confirmed yet. */
export type ProcessPaymentAnswer = ProcessPaymentResult | PaymentProcessing;

/** A first payment, or an on-demand extension of a live session: same bodies, same answers. */
export type ProcessCall = 'process-payment' | 'process-payment-on-demand-extension';

export function processFreePayment(
  body: ProcessFreePaymentBody,
  call: ProcessCall = 'process-payment',
): Promise<ProcessPaymentResult> {
  return apiClient.post<ProcessPaymentResult>(`/payment/${call}`, body);
}

/**
 * First kind: the server confirms the intent with the browser's payment method. 402: declined.
 * A card to keep, or a kept one to pay with, goes with this device's secret (decision 086).
 */
export function processIntentPayment(
  body: ProcessIntentPaymentBody,
  call: ProcessCall = 'process-payment',
): Promise<ProcessPaymentAnswer> {
  const kept = savedCardIdOf(body.paymentMethodId ?? '') !== null;
  const headers = body.saveCard || kept ? deviceSecretHeaders({ create: body.saveCard }) : {};
  return apiClient.post<ProcessPaymentAnswer>(`/${cardPath('CARD_INTENT')}/${call}`, body, {
    headers,
  });
}

/** Second kind: the browser confirmed with the client secret; the server records the result. */
export function processClientSecretPayment(
  body: ProcessClientSecretPaymentBody,
  call: ProcessCall = 'process-payment',
): Promise<ProcessPaymentAnswer> {
  return apiClient.post<ProcessPaymentAnswer>(`/${cardPath('CARD_CLIENT_SECRET')}/${call}`, body);
}
