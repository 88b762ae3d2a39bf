import {
  type RedirectPaymentStart,
  RedirectPaymentStartSchema,
  StayOrderSchema,
  StaySessionSchema,
} from '@parking/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, clientAt } from '#test/client-address.js';
import { gateCall } from '#test/gate-helpers.js';
import { buyer } from '#test/invoice-helpers.js';
import {
  newOwingStay,
  orderOf,
  paymentsOfStay,
  payOnSandbox,
  sol,
} from '#test/redirect-helpers.js';
import { startTestServer, type TestServer } from '#test/start-test-server.js';

/**
 * Issue 22: two generates from two addresses on one stay both answered the same redirect
 * order, and its id is the link to the stay's ticket, card and invoice (spec section 6). An
 * order now goes again only to the caller holding its payer key (decision 068).
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const attacker = () => clientAt(server, '127.0.0.1');
const victim = () => clientAt(server, '127.0.0.2');
const CARD = '4242 4242 4242 4242';

async function lookedUp(client: Client, plate: string) {
  await newOwingStay(server, plate);
  const found = await client.post(`/api/customer/${sol.id}/session/lookup`, {
    licensePlate: plate,
  });
  expect(found.response.status, JSON.stringify(found.body)).toBe(200);
  return StaySessionSchema.parse(found.body).sessionId;
}

async function generate(
  client: Client,
  sessionId: string,
  payerKey?: string,
): Promise<RedirectPaymentStart> {
  const answer = await client.post(
    '/api/redirect/generate-payment-by-session',
    { customerId: sol.id, sessionId, locale: 'en-US' },
    payerKey ? { 'x-payer-key': payerKey } : {},
  );
  expect(answer.response.status, JSON.stringify(answer.body)).toBe(200);
  return RedirectPaymentStartSchema.strict().parse(answer.body);
}

const exitPermissionOf = async (plate: string) =>
  (
    await gateCall(
      server,
      `/places/${sol.gatedLotId}/exit-permission?${new URLSearchParams({ licensePlate: plate })}`,
      { key: sol.gatedLot.gateApiKey },
    )
  ).body;

describe('a stay’s redirect order goes only to the caller that made it', () => {
  it('two callers on one stay get two orders; the attacker’s opens nothing of the victim’s', async () => {
    const sessionId = await lookedUp(attacker(), '7001STL');
    const stolen = await generate(attacker(), sessionId);
    const own = await generate(victim(), sessionId);
    expect(own.orderId).not.toBe(stolen.orderId);
    expect(own.params.Ds_MerchantParameters).not.toBe(stolen.params.Ds_MerchantParameters);
    expect(own.payerKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(own.payerKey).not.toBe(stolen.payerKey);

    // The victim pays their own order, and the gate opens for them.
    await payOnSandbox(server, own, CARD);
    expect(await exitPermissionOf('7001STL')).toMatchObject({ allowed: true });
    const paid = await victim().get(`/api/customer/${sol.id}/order/${own.orderId}`);
    expect(StayOrderSchema.parse(paid.body)).toMatchObject({
      status: 'PAID',
      cardDetail: { lastFourDigits: '4242' },
    });

    // The attacker's order is their own, unpaid: no card, no invoice, nothing of the victim's.
    const theirs = await attacker().get(`/api/customer/${sol.id}/order/${stolen.orderId}`);
    expect(StayOrderSchema.parse(theirs.body)).toMatchObject({
      status: 'PENDING',
      cardDetail: null,
      paidAt: null,
    });
    const invoice = `/api/customer/${sol.id}/invoice`;
    const forged = await attacker().post(invoice, {
      orderId: stolen.orderId,
      ...buyer,
      name: 'Attacker',
      email: 'attacker@evil.example',
    });
    expect(forged.response.status).toBe(404);
    const real = await victim().post(invoice, { orderId: own.orderId, ...buyer });
    expect(real.response.status, JSON.stringify(real.body)).toBe(201);
    expect((await attacker().get(`${invoice}/${stolen.orderId}`)).response.status).toBe(404);

    // Paying the attacker's order now is refunded: the stay was paid.
    await payOnSandbox(server, stolen, CARD);
    expect(await orderOf(server, stolen.orderId)).toMatchObject({
      status: 'REFUNDED',
      refundReason: 'STAY_PAID',
    });
    expect(await paymentsOfStay(server, sessionId)).toHaveLength(1);
  });

  it('the same device’s repeated generate, with its key, gets its own order back', async () => {
    const sessionId = await lookedUp(victim(), '7002STL');
    const first = await generate(victim(), sessionId);
    expect(first.payerKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const keys = `${'A'.repeat(43)}, ${first.payerKey}`;
    const again = await Promise.all(
      Array.from({ length: 5 }, () => generate(victim(), sessionId, keys)),
    );
    for (const start of again) {
      expect(start).toMatchObject({
        orderId: first.orderId,
        params: first.params,
        payerKey: first.payerKey,
      });
    }
    expect((await generate(attacker(), sessionId, first.payerKey)).orderId).toBe(first.orderId);
    expect((await generate(attacker(), sessionId, 'A'.repeat(43))).orderId).not.toBe(first.orderId);
    await payOnSandbox(server, first, CARD);
    expect(await paymentsOfStay(server, sessionId)).toMatchObject([{ id: first.orderId }]);
  });
});
