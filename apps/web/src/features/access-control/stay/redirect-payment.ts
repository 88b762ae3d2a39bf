import type {
  RedirectPaymentStart,
  RedirectReturnResult,
  RedirectSignedParams,
} from '@parking/domain/contracts';
import { apiClient } from '../../../lib/api-client.ts';
import { keepPayerKey, payerKeyHeaders } from '../../../lib/payer-keys.ts';

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

/**
 * Sends the browser to the gateway's hosted payment page: a form posted, as the gateway
 * expects, with the signed parameters as hidden fields.
 */
export function postToGateway(start: RedirectPaymentStart): void {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = start.gatewayUrl;
  for (const [name, value] of Object.entries(start.params)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}

/** POST /redirect/return: the server verifies the gateway's signed answer, once. */
export function acceptRedirectReturn(params: RedirectSignedParams): Promise<RedirectReturnResult> {
  return apiClient.post<RedirectReturnResult>('/redirect/return', params);
}
