import { RedirectReturnResultSchema, StayOrderSchema } from '@parking/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redirectOrder } from '#api/db/schema/index.js';
import { createRedirectGateways } from '#api/redirect-gateways/index.js';
import { restRefund } from '#api/redirect-gateways/rest-refund.js';
import { SANDBOX_MERCHANT } from '#api/redirect-gateways/sandbox/gateway.js';
import { postJson } from '#test/payment-helpers.js';
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
import { createRedirectRefundSweeper } from './refund.js';

let server: TestServer;
beforeAll(async () => {
  // The server's own sweeper stays out of the way of the one this file drives (every 10 min).
  server = await startTestServer({ env: { PAYMENT_RECONCILE_INTERVAL_MS: '600000' } });
});
afterAll(() => server?.close());

/** The sandbox's REST endpoint, as the real gateway's path under /sis. */
const SANDBOX_REST_PATH = '/api/sandbox-redirect/rest/trataPeticionREST';

/** Ends an order's reuse window: the next generate for the stay makes another order. */
const expire = (orderId: string) =>
  server.database.db
    .update(redirectOrder)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(redirectOrder.id, orderId));

/** Two orders of one stay, both taken to the gateway before either was paid (two tabs). */
async function twoOrders(plate: string) {
  const stayId = await newOwingStay(server, plate);
  const first = await generateRedirect(server, stayId);
  await expire(first.orderId);
  const second = await generateRedirect(server, stayId);
  expect(second.orderId).not.toBe(first.orderId);
  expect(second.amountMinor).toBe(first.amountMinor);
  return { stayId, first, second };
}

/** redsys-easy's REST client (the real adapter's) against the sandbox's endpoint. */
const refundBySandboxRest = (secretKey = SANDBOX_SECRET) =>
  restRefund({
    secretKey,
    ...SANDBOX_MERCHANT,
    restUrl: () => `${server.url}${SANDBOX_REST_PATH}`,
  });

describe('an order paid when its stay was already paid', () => {
  it('is not recorded, and its money goes back through the gateway exactly once', async () => {
    const { stayId, first, second } = await twoOrders('7777GGG');
    await payOnSandbox(server, first, '4242 4242 4242 4242');
    const { answer } = await payOnSandbox(server, second, '4242 4242 4242 4242');
    // The stay has one payment: the first order's.
    const payments = await paymentsOfStay(server, stayId);
    expect(payments.map((payment) => payment.id)).toEqual([first.orderId]);
    const refunded = await orderOf(server, second.orderId);
    expect(refunded).toMatchObject({ status: 'REFUNDED', refundResponse: '0900' });
    expect(refunded?.refundedAt).toBeInstanceOf(Date);
    // The visitor back from the gateway is told; the ticket says the same.
    const back = await returnOf(server, answer);
    expect(RedirectReturnResultSchema.parse(back.body)).toEqual({
      orderId: second.orderId,
      sessionId: stayId,
      status: 'REFUNDED',
    });
    const ticket = await server.request(`/api/customer/${sol.id}/order/${second.orderId}`);
    expect(StayOrderSchema.parse(await ticket.json())).toMatchObject({
      status: 'REFUNDED',
      paidAt: null,
    });
    // A redelivered notification changes nothing and asks for no second refund.
    const again = await postForm(server, '/api/redirect/notification', answer);
    expect(await again.json()).toMatchObject({ status: 'REFUNDED' });
    expect(await orderOf(server, second.orderId)).toMatchObject({
      refundedAt: refunded?.refundedAt,
    });
    // The gateway gave it all back: nothing is left to refund (SIS0057).
    const order = { order: orderNumberOf(second), amountMinor: second.amountMinor };
    const more = await refundBySandboxRest()({ ...order, currencyNumeric: '978' });
    expect(more).toEqual({ status: 'refunded', code: 'SIS0057' });
  });

  it('both notifications at once: one pays the stay, the other is refunded', async () => {
    const { stayId, first, second } = await twoOrders('8888HHH');
    // Both charged at the same moment: each confirmation's notification races the other's.
    const notified = await Promise.all(
      [first, second].map(async (start) => {
        const { answer } = await payOnSandbox(server, start, '4242 4242 4242 4242');
        return answer;
      }),
    );
    // Redelivered: each answers how its order was decided.
    const again = await Promise.all(
      notified.map((answer) => postForm(server, '/api/redirect/notification', answer)),
    );
    const statuses = await Promise.all(
      again.map(async (response) => RedirectReturnResultSchema.parse(await response.json()).status),
    );
    expect(statuses.sort()).toEqual(['PAID', 'REFUNDED']);
    expect(await paymentsOfStay(server, stayId)).toHaveLength(1);
  });
});

describe('the sandbox gateway’s REST interface, through the real adapter’s client', () => {
  it('refunds an order it charged, in parts up to its amount, and nothing it did not charge', async () => {
    const stayId = await newOwingStay(server, '9999JJJ');
    const start = await generateRedirect(server, stayId);
    await payOnSandbox(server, start, '4242 4242 4242 4242');
    const refund = refundBySandboxRest();
    const order = orderNumberOf(start);
    const part = Math.floor(start.amountMinor / 2);
    expect(await refund({ order, amountMinor: part, currencyNumeric: '978' })).toEqual({
      status: 'refunded',
      code: '0900',
    });
    expect(await refund({ order, amountMinor: start.amountMinor, currencyNumeric: '978' })).toEqual(
      { status: 'refunded', code: 'SIS0057' },
    );
    expect(
      await refund({ order: '0000neverpaid', amountMinor: 1, currencyNumeric: '978' }),
    ).toEqual({ status: 'refused', code: 'SIS0054' });
    // Signed with another key: refused as the real gateway refuses (SIS0042).
    const otherKey = Buffer.alloc(24, 7).toString('base64');
    expect(
      await refundBySandboxRest(otherKey)({ order, amountMinor: 1, currencyNumeric: '978' }),
    ).toEqual({ status: 'refused', code: 'SIS0042' });
  });

  it('answers bad bytes with an error code or 400, never 500', async () => {
    const bad = await postJson(server, SANDBOX_REST_PATH, {
      Ds_SignatureVersion: 'HMAC_SHA256_V1',
      Ds_MerchantParameters: '%%%',
      Ds_Signature: 'x',
    });
    expect([200, 400]).toContain(bad.response.status);
    expect((await postJson(server, SANDBOX_REST_PATH, { nothing: 1 })).response.status).toBe(400);
  });
});

describe('the refund sweeper', () => {
  it('asks again for a refund the gateway could not be asked for, once, then leaves it', async () => {
    const { first, second } = await twoOrders('5555KKK');
    await payOnSandbox(server, first, '4242 4242 4242 4242');
    // The process stopped between the notification's commit and the refund: REFUNDING, unasked.
    await server.database.db
      .update(redirectOrder)
      .set({ status: 'REFUNDING', refundAttemptedAt: null })
      .where(eq(redirectOrder.id, second.orderId));
    const deps = (baseUrl: string) => ({
      db: server.database.db,
      gateways: createRedirectGateways(
        {
          redsys: undefined,
          site: { environment: 'test' },
          sandboxSecret: SANDBOX_SECRET,
          keysAnyoneHas: [],
        },
        () => baseUrl,
        () => undefined,
      ),
      now: () => new Date(),
      sandboxMoney: true,
      intervalMs: 60_000,
    });
    // The gateway down: the order stays REFUNDING, its attempt leased.
    const down = createRedirectRefundSweeper(deps('http://127.0.0.1:9'));
    expect(await down.runOnce()).toBe(0);
    const leased = await orderOf(server, second.orderId);
    expect(leased).toMatchObject({ status: 'REFUNDING' });
    expect(leased?.refundAttemptedAt).toBeInstanceOf(Date);
    // Within the lease, no instance asks again.
    const up = createRedirectRefundSweeper(deps(server.url));
    expect(await up.runOnce()).toBe(0);
    await server.database.db
      .update(redirectOrder)
      .set({ refundAttemptedAt: new Date(Date.now() - 120_000) })
      .where(eq(redirectOrder.id, second.orderId));
    // The sandbox never charged this order (it was made REFUNDING by hand): it refuses, and a
    // person must look (REFUND_FAILED), not asked again every minute.
    expect(await up.runOnce()).toBe(1);
    expect(await orderOf(server, second.orderId)).toMatchObject({
      status: 'REFUND_FAILED',
      refundResponse: 'SIS0054',
    });
    expect(await up.runOnce()).toBe(0);
  });
});

function orderNumberOf(start: { params: { Ds_MerchantParameters: string } }): string {
  const json = Buffer.from(start.params.Ds_MerchantParameters, 'base64').toString('utf8');
  return (JSON.parse(json) as { DS_MERCHANT_ORDER: string }).DS_MERCHANT_ORDER;
}
