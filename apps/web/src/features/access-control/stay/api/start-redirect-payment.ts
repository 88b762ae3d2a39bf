import type { RedirectPaymentStart } from '@parking/domain/contracts';
import { apiClient } from '#web/lib/api-client.ts';
import { keepPayerKey, payerKeyHeaders } from '#web/lib/payer-keys.ts';

/**
 * POST /redirect/generate-payment-by-session: the server prices the stay and signs the form.
 * The device's payer keys get its own live order again (a second click); the order's id is the
 * ticket's link, so another device is given an order of its own (decision 068).
 */
export function startRedirectPayment(input: {
  customerId: string;
  sessionId: string;
  locale: string;
}): Promise<RedirectPaymentStart> {
  return apiClient
    .post<RedirectPaymentStart>('/redirect/generate-payment-by-session', input, {
      headers: payerKeyHeaders(),
    })
    .then(keepPayerKey);
}
