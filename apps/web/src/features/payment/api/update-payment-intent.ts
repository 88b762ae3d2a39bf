import type { UpdatePaymentIntentBody } from '@parking/domain/contracts';
import { apiClient } from '#web/lib/api-client.ts';
import { cardPath } from '../lib/card-kind.ts';

/**
 * Second kind, before the browser confirms (spec: the pre-payment step): tells the server what
 * the payment is for (plate, phone, language), so a webhook can finish it if the page is closed.
 */
export function updatePaymentIntent(
  paymentIntentId: string,
  body: UpdatePaymentIntentBody,
): Promise<unknown> {
  return apiClient.post<unknown>(
    `/${cardPath('CARD_CLIENT_SECRET')}/update-payment-intent/${encodeURIComponent(paymentIntentId)}`,
    body,
  );
}
