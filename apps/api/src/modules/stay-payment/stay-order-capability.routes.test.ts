import {
  type CardPaymentIntent,
  CardPaymentIntentSchema,
  PAYMENT_REFUSAL_MESSAGES,
  StaySessionSchema,
} from '@parking/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { place, stayPayment } from '#api/db/schema/index.js';
import { DEMO_IDS, gatedLot } from '#api/db/seed/demo-extra-ids.js';
import { type Answer, type Client, clientAt } from '#test/client-address.js';
import { exitPermission, minutesFromNow, postEntry } from '#test/gate-helpers.js';
import { buyer } from '#test/invoice-helpers.js';
import { confirmInBrowser } from '#test/payment-helpers.js';
import { sandboxIntentRow } from '#test/sandbox-helpers.js';
import { startTestServer, type TestServer } from '#test/start-test-server.js';

/**
 * Issue 22: a plate gave anyone a stay's session id, and a generate call for that session
 * handed out the live pending payment, whose id is the order id (the ticket, card and invoice
 * link, spec section 6). The pending payment, its intent and secret now go only to the caller
 * that created it, which proves itself with its payer key (decision 068).
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const customerId = DEMO_IDS.customer.id;
type Kind = 'card-intent' | 'card-client-secret';

async function lookedUp(client: Client, plate: string) {
  await postEntry(server, { licensePlate: plate, occurredAt: minutesFromNow(-80) });
  const found = await client.post(`/api/customer/${customerId}/session/lookup`, {
    licensePlate: plate,
  });
  expect(found.response.status, JSON.stringify(found.body)).toBe(200);
  return StaySessionSchema.parse(found.body).sessionId;
}

async function generate(
  client: Client,
  kind: Kind,
  sessionId: string,
  payerKey?: string,
): Promise<CardPaymentIntent> {
  const answer = await client.post(
    `/api/${kind}/generate-payment-by-session`,
    { customerId, sessionId },
    payerKey ? { 'x-payer-key': payerKey } : {},
  );
  expect(answer.response.status, JSON.stringify(answer.body)).toBe(200);
  return CardPaymentIntentSchema.strict().parse(answer.body);
}

/** Each kind's own way to pay an intent with 4242, then the process call's answer. */
async function pay(client: Client, kind: Kind, intent: CardPaymentIntent): Promise<Answer> {
  if (kind === 'card-intent') {
    return client.post('/api/card-intent/process-payment-session', {
      paymentIntentId: intent.id,
      paymentMethodId: 'pm_card_visa',
    });
  }
  expect((await confirmInBrowser(server, intent, 'pm_card_visa')).response.status).toBe(200);
  return client.post('/api/card-client-secret/process-payment-session', { externalId: intent.id });
}

const paymentsOf = (stayId: string) =>
  server.database.db.select().from(stayPayment).where(eq(stayPayment.stayId, stayId));

function expectDistinct(mine: CardPaymentIntent, theirs: CardPaymentIntent) {
  expect(theirs.pendingPaymentId).not.toBe(mine.pendingPaymentId);
  expect(theirs.id).not.toBe(mine.id);
  expect(theirs.clientSecret).not.toBe(mine.clientSecret);
  expect(theirs.payerKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(theirs.payerKey).not.toBe(mine.payerKey);
}

const attacker = () => clientAt(server, '127.0.0.1');
const victim = () => clientAt(server, '127.0.0.2');

describe.each<[Kind, string]>([
  ['card-intent', 'STEAL01'],
  ['card-client-secret', 'STEAL02'],
])('%s: a stay’s pending payment goes only to the caller that made it', (kind, plate) => {
  beforeAll(async () => {
    const provider = kind === 'card-intent' ? 'CARD_INTENT' : 'CARD_CLIENT_SECRET';
    await server.database.db
      .update(place)
      .set({ paymentProvider: provider })
      .where(eq(place.id, gatedLot));
  });

  it('the tester’s reproduction: the attacker’s id opens neither the victim’s order nor invoice', async () => {
    const sessionId = await lookedUp(attacker(), plate);
    const stolen = await generate(attacker(), kind, sessionId);
    const own = await generate(victim(), kind, sessionId);
    expectDistinct(stolen, own);

    // The victim pays their own, and the gate opens for them.
    const paid = await pay(victim(), kind, own);
    expect(paid.response.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body).toEqual({ orderId: own.pendingPaymentId, sessionId });
    expect((await exitPermission(server, { licensePlate: plate })).body).toMatchObject({
      allowed: true,
    });

    const order = `/api/customer/${customerId}/order`;
    expect((await attacker().get(`${order}/${stolen.pendingPaymentId}`)).response.status).toBe(404);
    const mine = await victim().get(`${order}/${own.pendingPaymentId}`);
    expect(mine.body).toMatchObject({ status: 'PAID', cardDetail: { lastFourDigits: '4242' } });
    const invoice = `/api/customer/${customerId}/invoice`;
    const forged = await attacker().post(invoice, {
      orderId: stolen.pendingPaymentId,
      ...buyer,
      name: 'Attacker',
      email: 'attacker@evil.example',
    });
    expect(forged.response.status).toBe(404);
    const real = await victim().post(invoice, { orderId: own.pendingPaymentId, ...buyer });
    expect(real.response.status, JSON.stringify(real.body)).toBe(201);
    expect((await attacker().get(`${invoice}/${stolen.pendingPaymentId}`)).response.status).toBe(
      404,
    );

    // The attacker paying their own afterwards is refunded whole: the stay was paid.
    const late = await pay(attacker(), kind, stolen);
    expect(late.response.status).toBe(400);
    expect(late.body.message).toBe(PAYMENT_REFUSAL_MESSAGES.stayPaid);
    expect(await paymentsOf(sessionId)).toHaveLength(1);
    expect(await sandboxIntentRow(server.database, stolen.id)).toMatchObject({
      chargeCount: 1,
      amountRefundedMinor: stolen.amountMinor,
    });
    expect(await sandboxIntentRow(server.database, own.id)).toMatchObject({
      chargeCount: 1,
      amountRefundedMinor: 0,
    });
  });

  it('the same device’s repeated generate, with its key, gets its own payment back', async () => {
    const sessionId = await lookedUp(victim(), `${plate}R`);
    const first = await generate(victim(), kind, sessionId);
    expect(first.payerKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const keys = `${first.payerKey}, ${'A'.repeat(43)}`;
    const again = await Promise.all(
      Array.from({ length: 10 }, () => generate(victim(), kind, sessionId, keys)),
    );
    for (const intent of again) {
      expect(intent).toMatchObject({
        pendingPaymentId: first.pendingPaymentId,
        id: first.id,
        clientSecret: first.clientSecret,
        payerKey: first.payerKey,
      });
    }
    // Another address with the key is the same payer; without it, or with a made-up one, not.
    expect((await generate(attacker(), kind, sessionId, first.payerKey)).id).toBe(first.id);
    expectDistinct(first, await generate(attacker(), kind, sessionId, 'A'.repeat(43)));
    const paid = await pay(victim(), kind, first);
    expect(paid.body).toEqual({ orderId: first.pendingPaymentId, sessionId });
    expect(await sandboxIntentRow(server.database, first.id)).toMatchObject({ chargeCount: 1 });
  });
});
