import type { RedirectPaymentStart } from '@parking/domain/contracts';

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
