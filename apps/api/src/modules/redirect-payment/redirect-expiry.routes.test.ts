import { RedirectReturnResultSchema, StayOrderSchema } from '@parking/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { redirectOrder } from '#api/db/schema/index.js';
import { createRedirectGateways } from '#api/redirect-gateways/index.js';
import { gateCall } from '#test/gate-helpers.js';
import {
  answerFor,
  generateRedirect,
  newOwingStay,
  orderOf,
  paymentsOfStay,
  payOnSandbox,
  returnOf,
  sol,
} from '#test/redirect-helpers.js';
import { startTestServer, type TestServer } from '#test/start-test-server.js';
import { createRedirectExpirySweeper } from './expiry.js';

/**
 * Issue 22 point 2: a redirect payment counts in full for the price it was made against only
 * while that price held (decision 069). The server's clock is moved, not slept on.
 */
const MINUTE = 60_000;
let shiftMs = 0;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    now: () => new Date(Date.now() + shiftMs),
    // The server's own sweepers stay out of the way of the ones this file drives.
    env: { PAYMENT_RECONCILE_INTERVAL_MS: '600000' },
  });
});
beforeEach(() => {
  shiftMs = 0;
});
afterAll(() => server?.close());

const CARD = '4242 4242 4242 4242';
const notify = (params: Record<string, string>) =>
  server.request('/api/redirect/notification', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(params).toString(),
  });

const exitPermissionOf = async (plate: string) =>
  (
    await gateCall(
      server,
      `/places/${sol.gatedLotId}/exit-permission?${new URLSearchParams({ licensePlate: plate })}`,
      { key: sol.gatedLot.gateApiKey },
    )
  ).body;

const sweeper = () =>
  createRedirectExpirySweeper({
    db: server.database.db,
    gateways: createRedirectGateways(
      {
        redsys: undefined,
        site: { environment: 'test' },
        sandboxSecret: 'unused-by-the-sweeper',
        keysAnyoneHas: [],
      },
      () => server.url,
      () => undefined,
    ),
    // The test server is local: sandbox money counts (decision 073).
    sandboxMoney: true,
    now: () => new Date(Date.now() + shiftMs),
    intervalMs: 600_000,
  });

describe('an order paid after its price expired', () => {
  it('the issue’s case: 180 priced at 56 min, paid 5 min later owing 320, is refunded, and the gate stays shut', async () => {
    const stayId = await newOwingStay(server, '2201EXP', 56);
    const start = await generateRedirect(server, stayId, 'en-US');
    expect(start.amountMinor).toBe(180);
    shiftMs = 5 * MINUTE;
    const { answer } = await payOnSandbox(server, start, CARD);
    expect(await paymentsOfStay(server, stayId)).toEqual([]);
    expect(await orderOf(server, start.orderId)).toMatchObject({
      status: 'REFUNDED',
      refundReason: 'PRICE_EXPIRED',
      refundResponse: '0900',
    });
    const back = await returnOf(server, answer);
    expect(RedirectReturnResultSchema.parse(back.body).status).toBe('EXPIRED_REFUNDED');
    const ticket = await server.request(`/api/customer/${sol.id}/order/${start.orderId}`);
    expect(StayOrderSchema.parse(await ticket.json())).toMatchObject({
      status: 'EXPIRED_REFUNDED',
      paidAt: null,
    });
    expect(await exitPermissionOf('2201EXP')).toMatchObject({
      allowed: false,
      reason: 'AMOUNT_DUE',
      amountDueMinor: 320,
    });
    // Paying again at the current price works.
    const again = await generateRedirect(server, stayId);
    expect(again.amountMinor).toBe(320);
    await payOnSandbox(server, again, CARD);
    expect(await exitPermissionOf('2201EXP')).toMatchObject({
      allowed: true,
      reason: 'PAID_WITHIN_GRACE',
    });
  });

  it('hours later, a saved form is refunded too', async () => {
    const stayId = await newOwingStay(server, '2202EXP', 56);
    const start = await generateRedirect(server, stayId);
    shiftMs = 5 * 60 * MINUTE;
    await payOnSandbox(server, start, CARD);
    expect(await paymentsOfStay(server, stayId)).toEqual([]);
    expect((await orderOf(server, start.orderId))?.refundReason).toBe('PRICE_EXPIRED');
  });

  it('still counts when it pays all the stay owes at the notification (same tariff step)', async () => {
    const stayId = await newOwingStay(server, '2203EXP', 70);
    const start = await generateRedirect(server, stayId);
    expect(start.amountMinor).toBe(320);
    shiftMs = 30 * MINUTE;
    await payOnSandbox(server, start, CARD);
    expect((await orderOf(server, start.orderId))?.status).toBe('PAID');
    expect(await paymentsOfStay(server, stayId)).toHaveLength(1);
  });
});

describe('an order paid while its price held', () => {
  it('counts in full even if the tariff stepped before the notification came', async () => {
    // Priced at 58 min (180), notified at 61 min when the tariff asks 320: the driver paid in time.
    const stayId = await newOwingStay(server, '2204INT', 58);
    const start = await generateRedirect(server, stayId);
    expect(start.amountMinor).toBe(180);
    shiftMs = 3 * MINUTE;
    await payOnSandbox(server, start, CARD);
    expect((await orderOf(server, start.orderId))?.status).toBe('PAID');
    expect(await exitPermissionOf('2204INT')).toMatchObject({
      allowed: true,
      reason: 'PAID_WITHIN_GRACE',
    });
  });
});

describe('the expiry sweeper', () => {
  it('marks unpaid orders EXPIRED after their price lapsed, once across instances', async () => {
    const live = await generateRedirect(server, await newOwingStay(server, '2205SWP', 56));
    const lapsedStayId = await newOwingStay(server, '2206SWP', 56);
    const lapsed = await generateRedirect(server, lapsedStayId);
    await server.database.db
      .update(redirectOrder)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(redirectOrder.id, lapsed.orderId));
    const counts = await Promise.all([sweeper().runOnce(), sweeper().runOnce()]);
    expect(counts.sort()).toEqual([0, 1]);
    expect((await orderOf(server, lapsed.orderId))?.status).toBe('EXPIRED');
    expect((await orderOf(server, live.orderId))?.status).toBe('PENDING');
    // A new generate for the stay makes a new order: the expired one is not reused.
    const next = await generateRedirect(server, lapsedStayId);
    expect(next.orderId).not.toBe(lapsed.orderId);
  });

  it('an EXPIRED order paid late is refunded; its return says why; a redelivery changes nothing', async () => {
    const stayId = await newOwingStay(server, '2207SWP', 56);
    const start = await generateRedirect(server, stayId);
    shiftMs = 5 * MINUTE;
    expect(await sweeper().runOnce()).toBeGreaterThanOrEqual(1);
    expect((await orderOf(server, start.orderId))?.status).toBe('EXPIRED');
    const answer = answerFor(start);
    // The browser comes back first: the notification has not decided yet.
    expect(RedirectReturnResultSchema.parse((await returnOf(server, answer)).body).status).toBe(
      'PENDING',
    );
    expect((await notify(answer)).status).toBe(200);
    expect(await orderOf(server, start.orderId)).toMatchObject({
      refundReason: 'PRICE_EXPIRED',
    });
    const again = await notify(answer);
    expect(RedirectReturnResultSchema.parse(await again.json()).status).toBe('EXPIRED_REFUNDED');
    expect(await paymentsOfStay(server, stayId)).toEqual([]);
  });
});
