import { STAY_ORDER_MESSAGES, type StayOrder, StayOrderSchema } from '@parking/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '#api/db/seed/demo-extra-ids.js';
import { decodeParameters } from '#api/redirect-gateways/signature.js';
import { buyer, invoiceEmailsSent, issueInvoice, paidStayOrder } from '#test/invoice-helpers.js';
import { expectError, getJson } from '#test/payment-helpers.js';
import { generateRedirect, newOwingStay, payOnSandbox, sol } from '#test/redirect-helpers.js';
import { startTestServer, type TestServer } from '#test/start-test-server.js';

/**
 * A stay's order as its paid ticket over HTTP (ticket-paid-v1/{orderId} and
 * external-summary/{externalId}): PENDING at the redirect gateway, PAID once notified, by the
 * processor's id only once paid; another customer's order is unknown.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  if (server) await invoiceEmailsSent(server);
  await server?.close();
});

const MINUTE = 60_000;
const orderPath = (customerId: string, orderId: string) =>
  `/api/customer/${customerId}/order/${orderId}`;
const externalPath = (customerId: string, externalId: string) =>
  `/api/customer/${customerId}/order/external/${encodeURIComponent(externalId)}`;

async function order(path: string): Promise<StayOrder> {
  const result = await getJson(server, path);
  expect(result.response.status, JSON.stringify(result.body)).toBe(200);
  expect(result.response.headers.get('cache-control')).toBe('no-store');
  return StayOrderSchema.strict().parse(result.body);
}

describe('an order paid through the redirect gateway', () => {
  it('is PENDING from generate, then PAID with its ticket; by external id only once paid', async () => {
    const stayId = await newOwingStay(server, '6161ORD');
    const start = await generateRedirect(server, stayId, 'en-US');
    const fields = decodeParameters(start.params.Ds_MerchantParameters) ?? {};
    const externalId = `${fields.DS_MERCHANT_MERCHANTCODE}/${fields.DS_MERCHANT_ORDER}`;

    const pending = await order(orderPath(sol.id, start.orderId));
    expect(pending).toMatchObject({
      orderId: start.orderId,
      sessionId: stayId,
      customerId: sol.id,
      status: 'PENDING',
      // Masked, as the stay by id is (decision 056).
      licensePlate: '••••••D',
      place: { placeId: sol.gatedLotId },
      amount: start.amount,
      amountMinor: start.amountMinor,
      currencyCode: 'EUR',
      paidAt: null,
      exitBefore: null,
      transactionId: null,
      cardDetail: null,
      paymentProvider: 'REGIONAL_REDIRECT',
      invoice: null,
    });
    expectError(
      await getJson(server, externalPath(sol.id, externalId)),
      404,
      STAY_ORDER_MESSAGES.orderNotFound,
      'ORDER_NOT_FOUND',
    );

    await payOnSandbox(server, start, '4242 4242 4242 4242');
    const paid = await order(orderPath(sol.id, start.orderId));
    expect(paid).toMatchObject({
      orderId: start.orderId,
      status: 'PAID',
      amountMinor: start.amountMinor,
      cardDetail: { cardBrand: 'visa', lastFourDigits: '4242' },
      paymentProvider: 'REGIONAL_REDIRECT',
      invoice: null,
    });
    expect(paid.transactionId).toEqual(expect.any(String));
    const paidAt = Date.parse(paid.paidAt ?? '');
    expect(Math.abs(paidAt - Date.now())).toBeLessThan(MINUTE);
    // The lot's grace time is 15 minutes (demo-redirect.ts).
    expect(Date.parse(paid.exitBefore ?? '') - paidAt).toBe(15 * MINUTE);
    expect(paid.place.addressLine1).toEqual(expect.any(String));
    // By the gateway's order, its slash encoded: the same ticket.
    expect(await order(externalPath(sol.id, externalId))).toEqual(paid);
  });

  it('is FAILED once the gateway declined it, with nothing paid', async () => {
    const start = await generateRedirect(server, await newOwingStay(server, '6262ORD'));
    await payOnSandbox(server, start, '4000000000000002');
    const failed = await order(orderPath(sol.id, start.orderId));
    expect(failed).toMatchObject({ status: 'FAILED', paidAt: null, cardDetail: null });
    expect(failed).not.toHaveProperty('cancelled');
  });

  it("is FAILED and cancelled once the payer chose 'Cancel' on the gateway's page", async () => {
    const start = await generateRedirect(server, await newOwingStay(server, '6464ORD'));
    await payOnSandbox(server, start, '', 'cancel');
    expect(await order(orderPath(sol.id, start.orderId))).toMatchObject({
      status: 'FAILED',
      cancelled: true,
      paidAt: null,
      cardDetail: null,
    });
  });

  it("carries the lot's name in the other language beside its default (decision 088)", async () => {
    const start = await generateRedirect(server, await newOwingStay(server, '6565ORD'));
    const pending = await order(orderPath(sol.id, start.orderId));
    expect(pending.place.translations).toEqual({ 'en-US': { name: 'Sol Barrier Car Park' } });
  });
});

describe('an order paid by card', () => {
  const demo = DEMO_IDS.accessControl.paidWithinGrace;
  const customerId = DEMO_IDS.customer.id;

  it('shows the demo paid stay by its order id and by its intent id', async () => {
    const byId = await order(orderPath(customerId, demo.orderId));
    expect(byId).toMatchObject({
      orderId: demo.orderId,
      sessionId: demo.sessionId,
      status: 'PAID',
      licensePlate: '••••••G',
      currencyCode: 'USD',
      transactionId: `TXN-${demo.plate}`,
      cardDetail: { cardBrand: 'VISA', lastFourDigits: '4242' },
      paymentProvider: 'CARD_INTENT',
    });
    expect(Date.parse(byId.exitBefore ?? '') - Date.parse(byId.paidAt ?? '')).toBe(10 * MINUTE);
    expect(await order(externalPath(customerId, 'pi_demo_stay_0001'))).toEqual(byId);
    // Upper case ids are the same ids.
    expect(await order(orderPath(customerId.toUpperCase(), demo.orderId.toUpperCase()))).toEqual(
      byId,
    );
  });

  it('names its invoice once issued', async () => {
    const { orderId } = await paidStayOrder(server);
    expect((await order(orderPath(customerId, orderId))).invoice).toBeNull();
    const issued = await issueInvoice(server, { orderId, ...buyer });
    expect((await order(orderPath(customerId, orderId))).invoice).toEqual({
      invoiceId: issued.invoiceId,
      number: issued.number,
      issuedAt: expect.any(String),
    });
  });
});

describe('what is not an order of the customer', () => {
  it("answers another customer's order, an unknown one and a malformed id in words", async () => {
    const demo = DEMO_IDS.accessControl.paidWithinGrace;
    for (const path of [
      orderPath(sol.id, demo.orderId),
      orderPath(DEMO_IDS.customer.id, '00000000-0000-4000-8000-000000000000'),
      externalPath(sol.id, 'pi_demo_stay_0001'),
      externalPath(DEMO_IDS.customer.id, 'pi_unknown'),
    ]) {
      expectError(
        await getJson(server, path),
        404,
        STAY_ORDER_MESSAGES.orderNotFound,
        'ORDER_NOT_FOUND',
      );
    }
    // A pending redirect order of another customer is as unknown.
    const start = await generateRedirect(server, await newOwingStay(server, '6363ORD'));
    expectError(
      await getJson(server, orderPath(DEMO_IDS.customer.id, start.orderId)),
      404,
      STAY_ORDER_MESSAGES.orderNotFound,
      'ORDER_NOT_FOUND',
    );
    expectError(await getJson(server, orderPath(sol.id, 'not-a-uuid')), 400, /orderId/);
    expectError(await getJson(server, orderPath('nope', demo.orderId)), 400, /customerId/);
    // Longer than the router's longest parameter: refused before the route, in words too.
    expectError(await getJson(server, externalPath(sol.id, 'x'.repeat(101))), 414, /./);
  });

  it('lists the calls in the OpenAPI document with summaries', async () => {
    const document = (await (await server.request('/api/docs/json')).json()) as {
      paths: Record<string, Record<string, { summary?: string; tags?: string[] }>>;
    };
    for (const path of [
      '/api/customer/{customerId}/order/{orderId}',
      '/api/customer/{customerId}/order/external/{externalId}',
      '/api/customer/{customerId}/email-ticket/{sessionId}',
    ]) {
      expect(document.paths[path]?.get?.summary, path).toEqual(expect.any(String));
      expect(document.paths[path]?.get?.tags).toEqual(['access control']);
    }
  });
});
