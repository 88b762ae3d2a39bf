import { PAYMENT_MESSAGES, RedirectReturnResultSchema } from '@parking/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS, openStayId } from '#api/db/seed/demo-extra-ids.js';
import { decodeParameters, isValidSignature } from '#api/redirect-gateways/signature.js';
import { expectError, postJson } from '#test/payment-helpers.js';
import {
  generateRedirect,
  newOwingStay,
  orderOf,
  paymentsOfStay,
  payOnSandbox,
  postForm,
  returnOf,
  SANDBOX_SECRET,
  sol,
} from '#test/redirect-helpers.js';
import { startTestServer, type TestServer } from '#test/start-test-server.js';
import { REDIRECT_MESSAGES } from './errors.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { SANDBOX_SLOW_CONFIRM_MS: '400' } });
});
afterAll(() => server?.close());

const generatePath = '/api/redirect/generate-payment-by-session';

describe('POST /api/redirect/generate-payment-by-session', () => {
  it('prices the stay on the server and signs the form for the sandbox gateway', async () => {
    const start = await generateRedirect(server, sol.gatedLot.openStayId);
    // 95 minutes: past 10 free minutes, within the second step (3.20 EUR up to two hours).
    expect(start).toMatchObject({ amount: 3.2, amountMinor: 320, currencyCode: 'EUR' });
    expect(start.gatewayUrl).toBe(`${server.url}/api/sandbox-redirect/pay`);
    const fields = decodeParameters(start.params.Ds_MerchantParameters);
    expect(fields).toMatchObject({
      DS_MERCHANT_AMOUNT: '320',
      DS_MERCHANT_CURRENCY: '978',
      DS_MERCHANT_MERCHANTURL: `${server.url}/api/redirect/notification`,
      DS_MERCHANT_URLOK: `${server.url}/access-control/${sol.id}/ticket-paid`,
    });
    const order = fields?.DS_MERCHANT_ORDER ?? '';
    expect(order).toMatch(/^\d{4}[0-9A-Za-z]{8}$/);
    const { Ds_MerchantParameters, Ds_Signature } = start.params;
    expect(isValidSignature(SANDBOX_SECRET, order, Ds_MerchantParameters, Ds_Signature)).toBe(true);
    // A second click on the same device (its payer key) makes no second order.
    const again = await generateRedirect(server, sol.gatedLot.openStayId, 'es-ES', start.payerKey);
    expect(again.orderId).toBe(start.orderId);
  });

  it('refuses what it cannot charge: another kind, a stranger, nothing owed, bad input', async () => {
    const body = (customerId: string, sessionId: string) => ({ customerId, sessionId });
    expectError(
      // Customer 1's gated lot takes cards of the first kind.
      await postJson(server, generatePath, body(DEMO_IDS.customer.id, openStayId)),
      400,
      PAYMENT_MESSAGES.providerNotSupported,
    );
    expectError(
      await postJson(server, generatePath, body(DEMO_IDS.customer.id, sol.gatedLot.openStayId)),
      404,
      REDIRECT_MESSAGES.sessionNotFound,
    );
    const free = await newOwingStay(server, '9999FRE', 3);
    expectError(await postJson(server, generatePath, body(sol.id, free)), 400, 'Nothing to pay');
    expectError(await postJson(server, generatePath, { customerId: sol.id }), 400, /sessionId/);
    expectError(await postJson(server, generatePath, body(sol.id, 'not-a-uuid')), 400, /sessionId/);
  });
});

describe('the sandbox round trip', () => {
  it('pays: page, card, notification, 303 back, return once, ticket; redelivery changes nothing', async () => {
    const stayId = await newOwingStay(server, '1111AAA');
    const start = await generateRedirect(server, stayId, 'en-US');
    const { html, location, answer } = await payOnSandbox(server, start, '4242 4242 4242 4242');
    // The hosted page shows the signed amount, in the visitor's language.
    const euros = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' });
    expect(html).toContain(euros.format(start.amount));
    expect(html).toContain('lang="en"');
    expect(location.pathname).toBe(`/access-control/${sol.id}/ticket-paid`);
    // The notification came first (server to server), so the payment is recorded already.
    const payments = await paymentsOfStay(server, stayId);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      id: start.orderId,
      provider: 'REGIONAL_REDIRECT',
      amountMinor: start.amountMinor,
      currencyCode: 'EUR',
      cardBrand: 'visa',
      lastFourDigits: '4242',
    });
    const first = await returnOf(server, answer);
    expect(first.response.status).toBe(200);
    expect(RedirectReturnResultSchema.strict().parse(first.body)).toEqual({
      orderId: start.orderId,
      sessionId: stayId,
      status: 'PAID',
    });
    expectError(await returnOf(server, answer), 409, REDIRECT_MESSAGES.replayed);
    const again = await postForm(server, '/api/redirect/notification', answer);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ status: 'PAID', orderId: start.orderId });
    expect(await paymentsOfStay(server, stayId)).toHaveLength(1);
    // Paid and within the grace time: nothing more to pay now.
    expectError(
      await postJson(server, generatePath, { customerId: sol.id, sessionId: stayId }),
      400,
      'Nothing to pay',
    );
  });

  it('two tabs holding one order: the gateway pays it once and refuses the second', async () => {
    const stayId = await newOwingStay(server, '6666FFF');
    const first = await generateRedirect(server, stayId);
    // The second tab is on the same device: it sends the key the first one kept.
    const second = await generateRedirect(server, stayId, 'es-ES', first.payerKey);
    expect(second.orderId).toBe(first.orderId);
    await payOnSandbox(server, first, '4242 4242 4242 4242');
    const path = `${new URL(second.gatewayUrl).pathname}/confirm`;
    const confirms = await Promise.all(
      [1, 2].map(() =>
        postForm(server, path, { ...second.params, card: '4242424242424242', action: 'pay' }),
      ),
    );
    for (const refused of confirms) {
      // The page again with the gateway's message, no redirect back: nothing was charged.
      expect(refused.status).toBe(200);
      expect(await refused.text()).toContain('SIS0051');
    }
    const page = await postForm(server, new URL(second.gatewayUrl).pathname, second.params);
    expect(await page.text()).toContain('SIS0051');
    expect(await paymentsOfStay(server, stayId)).toHaveLength(1);
  });

  it('a declined card goes back to UrlKO and records nothing', async () => {
    const stayId = await newOwingStay(server, '2222BBB');
    const start = await generateRedirect(server, stayId);
    const { answer } = await payOnSandbox(server, start, '4000000000000002');
    const result = await returnOf(server, answer);
    expect(result.body).toMatchObject({ status: 'FAILED', orderId: start.orderId });
    expect(result.body).not.toHaveProperty('cancelled');
    expect((await orderOf(server, start.orderId))?.status).toBe('FAILED');
    expect(await paymentsOfStay(server, stayId)).toHaveLength(0);
  });

  it('a cancel on the gateway page goes back FAILED and cancelled, and records nothing', async () => {
    const stayId = await newOwingStay(server, '2323BCB');
    const start = await generateRedirect(server, stayId);
    const { answer } = await payOnSandbox(server, start, '', 'cancel');
    const result = await returnOf(server, answer);
    expect(result.body).toMatchObject({ status: 'FAILED', cancelled: true });
    expect(await paymentsOfStay(server, stayId)).toHaveLength(0);
  });

  it('a return before the notification is PENDING; the late notification pays', async () => {
    const stayId = await newOwingStay(server, '3333CCC');
    const start = await generateRedirect(server, stayId);
    const { answer } = await payOnSandbox(server, start, '4000 0000 0000 3220');
    const result = await returnOf(server, answer);
    expect(result.body).toMatchObject({ status: 'PENDING', orderId: start.orderId });
    expect(await paymentsOfStay(server, stayId)).toHaveLength(0);
    await expect
      .poll(async () => (await orderOf(server, start.orderId))?.status, { timeout: 5000 })
      .toBe('PAID');
    expect(await paymentsOfStay(server, stayId)).toHaveLength(1);
  });

  it('the hosted page refuses an unsigned form, and asks again for an unknown card', async () => {
    const start = await generateRedirect(server, await newOwingStay(server, '4444DDD'));
    // Another first character, whatever the real one is (an 'A' there made this no forgery).
    const first = start.params.Ds_Signature.startsWith('A') ? 'B' : 'A';
    const forged = {
      ...start.params,
      Ds_Signature: `${first}${start.params.Ds_Signature.slice(1)}`,
    };
    expect((await postForm(server, '/api/sandbox-redirect/pay', forged)).status).toBe(400);
    const unknown = await postForm(server, '/api/sandbox-redirect/pay/confirm', {
      ...start.params,
      card: '4111111111111111',
    });
    expect(unknown.status).toBe(200);
    const again = await unknown.text();
    expect(again).toContain('role="alert"');
    // Absolute addresses: the page is shown again at /pay/confirm.
    expect(again).toContain('action="/api/sandbox-redirect/pay/confirm"');
    const css = await server.request('/api/sandbox-redirect/page.css');
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect((await orderOf(server, start.orderId))?.status).toBe('PENDING');
  });
});
