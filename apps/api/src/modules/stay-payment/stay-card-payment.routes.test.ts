import {
  type CardPaymentIntent,
  CardPaymentIntentSchema,
  PAYMENT_MESSAGES,
  PAYMENT_REFUSAL_MESSAGES,
  STAY_PAYMENT_MESSAGES,
  StaySessionSchema,
} from '@parking/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stayPayment } from '#api/db/schema/index.js';
import { DEMO_IDS, gatedLot } from '#api/db/seed/demo-extra-ids.js';
import { eventually } from '#test/booking-helpers.js';
import { exitPermission, minutesFromNow, postEntry } from '#test/gate-helpers.js';
import { expectError, pendingPaymentOfIntent, postJson } from '#test/payment-helpers.js';
import { outboxTo } from '#test/receipt-helpers.js';
import { sandboxIntentRow } from '#test/sandbox-helpers.js';
import { startTestServer, type TestServer } from '#test/start-test-server.js';
import { recordStayPayment } from '../stay/index.js';

/**
 * Paying a gated stay with the card kinds over HTTP (decision 058): priced by the server, one
 * intent per stay and amount, settled exactly once whoever comes first, refused in words.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const customerId = DEMO_IDS.customer.id;
type Kind = 'card-intent' | 'card-client-secret';

/** A stay that entered `minutesAgo` minutes ago, as the gate reports it. */
async function stayOf(plate: string, minutesAgo = 95) {
  const entry = await postEntry(server, {
    licensePlate: plate,
    occurredAt: minutesFromNow(-minutesAgo),
  });
  expect(entry.response.status, JSON.stringify(entry.body)).toBeLessThan(300);
  return entry.body.sessionId as string;
}

const generate = (kind: Kind, body: Record<string, unknown>, payerKey?: string) =>
  postJson(
    server,
    `/api/${kind}/generate-payment-by-session`,
    body,
    payerKey ? { 'x-payer-key': payerKey } : {},
  );

/** `payerKey`: the device that generated before (decision 068) gets its payment back. */
async function intentFor(
  sessionId: string,
  kind: Kind = 'card-intent',
  payerKey?: string,
): Promise<CardPaymentIntent> {
  const result = await generate(kind, { customerId, sessionId, locale: 'en-US' }, payerKey);
  expect(result.response.status, JSON.stringify(result.body)).toBe(200);
  return CardPaymentIntentSchema.strict().parse(result.body);
}

const payIntent = (intent: Pick<CardPaymentIntent, 'id'>, extra: Record<string, unknown> = {}) =>
  postJson(server, '/api/card-intent/process-payment-session', {
    paymentIntentId: intent.id,
    paymentMethodId: 'pm_card_visa',
    ...extra,
  });

async function session(sessionId: string) {
  const response = await server.request(`/api/customer/${customerId}/session/${sessionId}`);
  expect(response.status).toBe(200);
  return StaySessionSchema.parse(await response.json());
}

const paymentsOf = (stayId: string) =>
  server.database.db.select().from(stayPayment).where(eq(stayPayment.stayId, stayId));

describe('first kind: generate-payment-by-session and process-payment-session', () => {
  it('prices the stay on the server, pays it once, and the gate lets the car out', async () => {
    const sessionId = await stayOf('CARD01');
    const before = await session(sessionId);
    expect(before.status).toBe('OWING');
    const intent = await intentFor(sessionId);
    expect(intent).toMatchObject({
      amountMinor: before.amountDueMinor,
      totalMinor: before.amountDueMinor,
      serviceFeeMinor: 0,
      currencyCode: 'USD',
      isFree: false,
    });
    // A second click on the same device (its payer key) shares the intent: one thing to pay.
    expect((await intentFor(sessionId, 'card-intent', intent.payerKey)).id).toBe(intent.id);

    const paid = await payIntent(intent, { email: 'driver@example.com' });
    expect(paid.response.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body).toEqual({ orderId: intent.pendingPaymentId, sessionId });
    // A retry answers the same order.
    expect((await payIntent(intent)).body).toEqual(paid.body);

    const after = await session(sessionId);
    expect(after).toMatchObject({
      status: 'PAID',
      amountDueMinor: 0,
      amountPaidMinor: before.amountDueMinor,
    });
    const rows = await paymentsOf(sessionId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: intent.pendingPaymentId,
      amountMinor: before.amountDueMinor,
      provider: 'CARD_INTENT',
      externalId: intent.id,
      cardBrand: 'VISA',
      lastFourDigits: '4242',
      email: 'driver@example.com',
    });
    // The address given with the card gets the ticket, with the order's link.
    const [mail] = await eventually(async () => {
      const rows = await outboxTo(server, 'driver@example.com');
      return rows.length > 0 ? rows : undefined;
    });
    expect(mail?.text).toContain(
      `/access-control/${customerId}/ticket-paid-v1/${intent.pendingPaymentId}`,
    );
    const exit = await exitPermission(server, { licensePlate: 'CARD01' });
    expect(exit.body).toMatchObject({ allowed: true });
    expect(await sandboxIntentRow(server.database, intent.id)).toMatchObject({ chargeCount: 1 });
    // Nothing left to pay: a new generate says so.
    expectError(
      await generate('card-intent', { customerId, sessionId }),
      400,
      STAY_PAYMENT_MESSAGES.nothingToPay,
      'NOTHING_TO_PAY',
    );
  });

  it('50 concurrent process calls charge once and record one payment', async () => {
    const sessionId = await stayOf('CARD50', 200);
    const intent = await intentFor(sessionId);
    const results = await Promise.all(Array.from({ length: 50 }, () => payIntent(intent)));
    expect(new Set(results.map((result) => result.response.status))).toEqual(new Set([200]));
    expect(new Set(results.map((result) => result.body.orderId))).toEqual(
      new Set([intent.pendingPaymentId]),
    );
    expect(await paymentsOf(sessionId)).toHaveLength(1);
    expect(await sandboxIntentRow(server.database, intent.id)).toMatchObject({ chargeCount: 1 });
  });

  it('20 concurrent generates of the device that started the payment share it', async () => {
    const sessionId = await stayOf('CARDGEN', 130);
    const first = await intentFor(sessionId);
    const intents = await Promise.all(
      Array.from({ length: 20 }, () => intentFor(sessionId, 'card-intent', first.payerKey)),
    );
    expect(new Set(intents.map((intent) => intent.pendingPaymentId))).toEqual(
      new Set([first.pendingPaymentId]),
    );
    expect(new Set(intents.map((intent) => intent.clientSecret))).toEqual(
      new Set([first.clientSecret]),
    );
  });

  it('refuses in words: unknown or another customer’s stay, other kinds, nothing owed, bad bodies', async () => {
    const sessionId = await stayOf('CARDERR');
    const unknown = { customerId, sessionId: '00000000-0000-4000-8000-000000000000' };
    expectError(
      await generate('card-intent', unknown),
      404,
      STAY_PAYMENT_MESSAGES.sessionNotFound,
      'SESSION_NOT_FOUND',
    );
    const otherCustomer = { customerId: DEMO_IDS.secondCustomer.id, sessionId };
    expectError(
      await generate('card-intent', otherCustomer),
      404,
      STAY_PAYMENT_MESSAGES.sessionNotFound,
      'SESSION_NOT_FOUND',
    );
    const body = { customerId, sessionId };
    expectError(
      await generate('card-client-secret', body),
      400,
      PAYMENT_MESSAGES.providerNotSupported,
      'PROVIDER_NOT_SUPPORTED',
    );
    expectError(
      await postJson(server, '/api/paypal/generate-payment-by-session', body),
      400,
      PAYMENT_MESSAGES.providerNotSupported,
      'PROVIDER_NOT_SUPPORTED',
    );
    const justIn = await stayOf('CARDFREE', 5);
    expectError(
      await generate('card-intent', { customerId, sessionId: justIn }),
      400,
      STAY_PAYMENT_MESSAGES.nothingToPay,
      'NOTHING_TO_PAY',
    );
    for (const bad of [{}, { ...body, sessionId: 'x' }, { ...body, customerId: '\u0000' }]) {
      const result = await generate('card-intent', bad);
      expect(result.response.status).toBe(400);
      expect(result.body).toMatchObject({ statusCode: 400 });
    }
    const intent = await intentFor(sessionId);
    expectError(
      await postJson(server, '/api/card-intent/process-payment-session', {
        paymentIntentId: intent.id,
      }),
      400,
      STAY_PAYMENT_MESSAGES.paymentDetailsMissing,
      'STAY_PAYMENT_DETAILS_MISSING',
    );
    expectError(
      await postJson(server, '/api/paypal/process-payment-session', {}),
      400,
      PAYMENT_MESSAGES.providerNotSupported,
      'PROVIDER_NOT_SUPPORTED',
    );
    expect(await paymentsOf(sessionId)).toHaveLength(0);
  });

  it('a stay’s intent is not a parking session’s, nor the other way round', async () => {
    const sessionId = await stayOf('CARDMIX');
    const intent = await intentFor(sessionId);
    const transient = await postJson(server, '/api/card-intent/process-payment', {
      paymentIntentId: intent.id,
      paymentMethodId: 'pm_card_visa',
      licensePlate: 'CARDMIX',
    });
    expectError(transient, 404, 'Payment not found', 'PAYMENT_NOT_FOUND');
    expect(await pendingPaymentOfIntent(server.database, intent.id)).toMatchObject({
      status: 'PENDING',
      licensePlate: 'CARDMIX',
    });
    expect(await sandboxIntentRow(server.database, intent.id)).toMatchObject({ chargeCount: 0 });
    expect(await paymentsOf(sessionId)).toHaveLength(0);
  });

  it('a second call with another e-mail gets 409 and changes nothing', async () => {
    const sessionId = await stayOf('CARD409');
    const intent = await intentFor(sessionId);
    expect((await payIntent(intent, { email: 'a@example.com' })).response.status).toBe(200);
    const other = await payIntent(intent, { email: 'b@example.com' });
    expect(other.response.status).toBe(409);
    expect((await paymentsOf(sessionId))[0]?.email).toBe('a@example.com');
  });

  it('a payment for a stay another payment paid meanwhile is refunded once', async () => {
    const sessionId = await stayOf('CARDTWICE', 150);
    const intent = await intentFor(sessionId);
    const owed = await session(sessionId);
    // Paid at the pay station (or by another tab's redirect) while this card form was open.
    await recordStayPayment(server.database.db, {
      stayId: sessionId,
      customerId,
      placeId: gatedLot,
      provider: 'CARD_INTENT',
      amountMinor: owed.amountDueMinor,
      currencyCode: 'USD',
      pricedUntil: new Date(owed.pricedAt),
      paidAt: new Date(),
      externalId: 'pay-station-1',
      transactionId: null,
      cardBrand: null,
      lastFourDigits: null,
      email: null,
      locale: 'en-US',
      sandbox: false,
    });
    // Issue 22: this refund was told 'The payment has expired...'.
    const refused = await payIntent(intent);
    expectError(refused, 400, PAYMENT_REFUSAL_MESSAGES.stayPaid, 'REFUNDED_STAY_PAID');
    expect(refused.body.code).toBe('REFUNDED_STAY_PAID');
    expect(await paymentsOf(sessionId)).toHaveLength(1);
    expect(await pendingPaymentOfIntent(server.database, intent.id)).toMatchObject({
      status: 'REFUNDED',
    });
    expect(await sandboxIntentRow(server.database, intent.id)).toMatchObject({
      chargeCount: 1,
      amountRefundedMinor: owed.amountDueMinor,
    });
    const again = await payIntent(intent);
    expectError(again, 400, PAYMENT_REFUSAL_MESSAGES.stayPaid, 'REFUNDED_STAY_PAID');
    expect(again.body.code).toBe('REFUNDED_STAY_PAID');
  });
});
