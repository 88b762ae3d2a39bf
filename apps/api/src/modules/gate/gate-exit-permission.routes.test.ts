import { ExitPermissionSchema } from '@parking/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '#api/db/seed/demo-extra-ids.js';
import { exitPermission, gatedLot, minutesFromNow, postEntry } from '#test/gate-helpers.js';
import { expectError } from '#test/payment-helpers.js';
import { startTestServer, type TestServer } from '#test/start-test-server.js';
import { recordStayPayment } from '../stay/index.js';

/**
 * May a plate leave (docs/decisions/057)? The demo lot's tariff: 15 minutes free, 2.50 the
 * first hour, 4.00 up to two, 6.00 up to three; 10 minutes of grace after paying.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const MINUTE = 60_000;

async function ask(plate: string, at?: Date) {
  const query: Record<string, string> = { licensePlate: plate };
  if (at) query.at = at.toISOString();
  const result = await exitPermission(server, query);
  expect(result.response.status, JSON.stringify(result.body)).toBe(200);
  return ExitPermissionSchema.strict().parse(result.body);
}

async function enter(plate: string, minutesAgo: number) {
  const result = await postEntry(server, {
    licensePlate: plate,
    occurredAt: minutesFromNow(-minutesAgo),
  });
  expect(result.response.status).toBe(201);
  return result.body.sessionId as string;
}

/** A payment as the payment calls record it: the tariff paid up to `paidAt`. */
async function pay(sessionId: string, amountMinor: number, paidAt: Date) {
  await recordStayPayment(server.database.db, {
    stayId: sessionId,
    customerId: DEMO_IDS.customer.id,
    placeId: gatedLot,
    provider: 'CARD_INTENT',
    amountMinor,
    currencyCode: 'USD',
    pricedUntil: paidAt,
    paidAt,
    externalId: `pi_gate_test_${sessionId}`,
    transactionId: null,
    cardBrand: 'visa',
    lastFourDigits: '4242',
    email: null,
    locale: 'en-US',
    sandbox: false,
  });
}

describe('the exit check', () => {
  it('lets a car out within the free minutes', async () => {
    const sessionId = await enter('FREE001', 5);
    expect(await ask('free-001')).toEqual({
      allowed: true,
      reason: 'NOTHING_OWED',
      sessionId,
      stayAmount: 0,
      amountDueMinor: 0,
      currencyCode: 'USD',
      exitBefore: null,
    });
  });

  it('keeps a car that owes in, with the amount due', async () => {
    const sessionId = await enter('OWE0001', 90);
    expect(await ask('OWE0001')).toEqual({
      allowed: false,
      reason: 'AMOUNT_DUE',
      sessionId,
      stayAmount: 4,
      amountDueMinor: 400,
      currencyCode: 'USD',
      exitBefore: null,
    });
    // The seeded stay of 4321XYZ: in for 3 hours when the test database was seeded, or more.
    const demo = await ask(DEMO_IDS.accessControl.plateWithStay);
    expect(demo).toMatchObject({ allowed: false, reason: 'AMOUNT_DUE' });
    expect(demo.amountDueMinor).toBeGreaterThanOrEqual(600);
  });

  it('lets a paid car out within the grace time, and not after it', async () => {
    // Paid 8 minutes ago: the end of the grace is within the 5 minutes `at` may be ahead.
    const sessionId = await enter('PAID001', 125);
    const paidAt = new Date(Date.now() - 8 * MINUTE);
    await pay(sessionId, 400, paidAt);
    const exitBefore = new Date(paidAt.getTime() + 10 * MINUTE);
    expect(await ask('PAID001')).toEqual({
      allowed: true,
      reason: 'PAID_WITHIN_GRACE',
      sessionId,
      stayAmount: 0,
      amountDueMinor: 0,
      currencyCode: 'USD',
      exitBefore: exitBefore.toISOString(),
    });
    expect(await ask('PAID001', new Date(exitBefore.getTime() - 1000))).toMatchObject({
      allowed: true,
    });
    // A minute past the grace the stay is over two hours: 6.00, of which 4.00 is paid.
    expect(await ask('PAID001', new Date(exitBefore.getTime() + MINUTE))).toEqual({
      allowed: false,
      reason: 'GRACE_EXPIRED',
      sessionId,
      stayAmount: 2,
      amountDueMinor: 200,
      currencyCode: 'USD',
      exitBefore: null,
    });
  });

  it('says NO_STAY for a plate not inside, or already out', async () => {
    const none = {
      allowed: false,
      reason: 'NO_STAY',
      sessionId: null,
      stayAmount: 0,
      amountDueMinor: 0,
      currencyCode: null,
      exitBefore: null,
    };
    expect(await ask('NOBODY1')).toEqual(none);
    expect(await ask('---')).toEqual(none);
    await enter('GONE001', 30);
    const out = await server.request('/api/gate/exits', {
      method: 'POST',
      headers: {
        authorization: `Bearer ${DEMO_IDS.accessControl.gateApiKey}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        placeId: gatedLot,
        licensePlate: 'GONE001',
        occurredAt: minutesFromNow(0),
      }),
    });
    expect(out.status).toBe(200);
    expect(await ask('GONE001')).toEqual(none);
  });

  // Issue 22: `at` from a camera with an unset clock (1970) said NOTHING_OWED and opened the
  // barrier for a stay that owes. A clock a day behind, or any `at` before the entry, did the
  // same: the exit check is a live question, so `at` may differ from our clock by the cameras'
  // skew only, either way (decision 074).
  it('refuses an `at` further from our clock than the skew, with a 400 that says so', async () => {
    await enter('GATE29D', 90);
    const refused: [string, RegExp][] = [
      [
        '1970-01-01T00:00:00Z',
        /^querystring\/at is more than 5 minutes before the server's clock: check the camera's clock$/,
      ],
      [minutesFromNow(-31 * 24 * 60), /^querystring\/at is more than 5 minutes before/],
      [minutesFromNow(-24 * 60), /^querystring\/at is more than 5 minutes before/],
      [minutesFromNow(-100), /^querystring\/at is more than 5 minutes before/],
      [minutesFromNow(-6), /^querystring\/at is more than 5 minutes before/],
      [minutesFromNow(60), /^querystring\/at is in the future$/],
      ['9999-12-31T23:59:59Z', /^querystring\/at is in the future$/],
    ];
    for (const [at, message] of refused) {
      expectError(await exitPermission(server, { licensePlate: 'GATE29D', at }), 400, message);
    }
    expect(await ask('GATE29D')).toMatchObject({ allowed: false, reason: 'AMOUNT_DUE' });
    // Within the skew `at` is the camera's instant of the read.
    for (const minutes of [-4, 4]) {
      const near = await ask('GATE29D', new Date(Date.now() + minutes * MINUTE));
      expect(near).toMatchObject({ allowed: false, reason: 'AMOUNT_DUE' });
    }
  });

  it('refuses a bad query with 400', async () => {
    expectError(await exitPermission(server, {}), 400, /licensePlate/);
    expectError(
      await exitPermission(server, { licensePlate: 'X'.repeat(21) }),
      400,
      /licensePlate/,
    );
    expectError(await exitPermission(server, { licensePlate: 'A1', at: 'yesterday' }), 400, /at/);
    const badPlace = await server.request(
      '/api/gate/places/not-a-uuid/exit-permission?licensePlate=A1',
      { headers: { authorization: `Bearer ${DEMO_IDS.accessControl.gateApiKey}` } },
    );
    expect(badPlace.status).toBe(400);
  });
});
