import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, type Mock, vi } from 'vitest';
import type { Services } from '#api/app.js';
import { sandboxSecret } from '#api/db/schema/index.js';
import { sandboxIntentRow } from '#test/sandbox-helpers.js';
import { startTestServer, type TestServer } from '#test/start-test-server.js';
import { createTestDatabase } from '#test/test-database.js';
import type { SandboxCardProcessor } from './processor.js';

const SLOW_CONFIRM_MS = 300;
type Finalise = Services['payment']['finaliseByExternalId'];

/** The real payment core's finalise, watched: webhooks reach it once verified. */
function watchFinalise(server: { app: TestServer['app'] }): Mock<Finalise> {
  const payment = server.app.services.payment;
  const spy = vi.fn<Finalise>((input) => payment.finaliseByExternalId(input));
  server.app.services.payment = { ...payment, finaliseByExternalId: spy };
  return spy;
}

let server: TestServer;
let sandbox: SandboxCardProcessor;
let finalise: Mock<Finalise>;
beforeAll(async () => {
  server = await startTestServer({ env: { SANDBOX_SLOW_CONFIRM_MS: String(SLOW_CONFIRM_MS) } });
  sandbox = server.app.services.cardProcessors.sandbox;
  finalise = watchFinalise(server);
});
afterAll(() => server?.close());

const newIntent = (amountMinor = 1250, key = randomUUID()) =>
  sandbox.createIntent({
    amountMinor,
    currencyCode: 'usd',
    idempotencyKey: key,
    metadata: { pendingPaymentId: key },
    description: 'Parking',
  });

const intentRow = (id: string, database = server.database) => sandboxIntentRow(database, id);

async function browserMethod(number: string) {
  const response = await server.request('/api/sandbox/v1/payment_methods', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'null' },
    body: JSON.stringify({ number, expMonth: 12, expYear: 2034, cvc: '123' }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { id: string; brand: string; last4: string };
}

function browserConfirm(
  intent: { intentId: string; clientSecret: string },
  paymentMethodId: string,
) {
  return server.request(`/api/sandbox/v1/payment_intents/${intent.intentId}/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'null' },
    body: JSON.stringify({ clientSecret: intent.clientSecret, paymentMethodId }),
  });
}

async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The intent once its webhook was acknowledged (the finalise call comes just before). */
const delivered = (intentId: string, database = server.database) =>
  eventually(async () => {
    const row = await intentRow(intentId, database);
    return row.confirmAt === null ? row : undefined;
  });

const finalisedFor = (intentId: string, spy = finalise) =>
  spy.mock.calls.filter(([input]) => input.externalId === intentId);

describe('sandbox confirmations', () => {
  it('charges once for 100 concurrent browser confirmations of one intent', async () => {
    const intent = await newIntent();
    const method = await browserMethod('4242 4242 4242 4242');
    const responses = await Promise.all(
      Array.from({ length: 100 }, () => browserConfirm(intent, method.id)),
    );
    const bodies = await Promise.all(responses.map((response) => response.json()));
    expect(responses.every((response) => response.status === 200)).toBe(true);
    expect(responses[0]?.headers.get('access-control-allow-origin')).toBe('null');
    for (const body of bodies) {
      expect(body).toEqual({
        id: intent.intentId,
        status: 'succeeded',
        amountMinor: 1250,
        currencyCode: 'USD',
        card: { brand: 'visa', last4: '4242' },
        lastError: null,
        lastErrorCode: null,
      });
    }
    expect((await intentRow(intent.intentId)).chargeCount).toBe(1);
  });

  it('charges once for 100 concurrent server confirmations with a test token', async () => {
    const intent = await newIntent();
    const results = await Promise.all(
      Array.from({ length: 100 }, () =>
        sandbox.confirmIntent({
          intentId: intent.intentId,
          paymentMethodId: 'pm_card_visa',
          idempotencyKey: 'same-key',
        }),
      ),
    );
    expect(new Set(results.map((result) => result.status))).toEqual(new Set(['succeeded']));
    expect((await intentRow(intent.intentId)).chargeCount).toBe(1);
    // Confirmed again, even with a declined card: the same answer, no new charge.
    const again = await sandbox.confirmIntent({
      intentId: intent.intentId,
      paymentMethodId: 'pm_card_chargeDeclined',
      idempotencyKey: 'other-key',
    });
    expect(again).toMatchObject({ status: 'succeeded', card: { last4: '4242' }, lastError: null });
    expect((await intentRow(intent.intentId)).chargeCount).toBe(1);
  });

  it('declines the declined card, then succeeds with another method', async () => {
    const intent = await newIntent();
    const declinedMethod = await browserMethod('4000 0000 0000 0002');
    const declined = await browserConfirm(intent, declinedMethod.id);
    expect(await declined.json()).toMatchObject({
      status: 'requires_payment_method',
      lastError: 'Your card was declined.',
      lastErrorCode: 'card_declined',
      card: { brand: 'visa', last4: '0002' },
    });
    expect((await intentRow(intent.intentId)).chargeCount).toBe(0);

    const retried = await sandbox.confirmIntent({
      intentId: intent.intentId,
      paymentMethodId: 'pm_card_chargeDeclined',
      idempotencyKey: intent.intentId,
    });
    expect(retried).toMatchObject({
      status: 'requires_payment_method',
      lastError: 'Your card was declined.',
    });

    const good = await browserMethod('5555 5555 5555 4444');
    const paid = await browserConfirm(intent, good.id);
    expect(await paid.json()).toMatchObject({
      status: 'succeeded',
      lastError: null,
      card: { brand: 'mastercard', last4: '4444' },
    });
    expect(await sandbox.retrieveIntent({ intentId: intent.intentId })).toMatchObject({
      status: 'succeeded',
      card: { brand: 'mastercard', last4: '4444' },
    });
    expect((await intentRow(intent.intentId)).chargeCount).toBe(1);
  });

  it('answers 404 alike for an unknown intent and a wrong client secret', async () => {
    const intent = await newIntent();
    for (const response of [
      await browserConfirm(
        { ...intent, clientSecret: `${intent.intentId}_secret_guess` },
        'pm_card_visa',
      ),
      await browserConfirm(
        { ...intent, intentId: 'pi_sbx_000000000000000000000000' },
        'pm_card_visa',
      ),
    ]) {
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        message: expect.stringMatching(/^No such payment_intent: /),
        statusCode: 404,
        code: 'CARD_OBJECT_NOT_FOUND',
      });
    }
    const unknownMethod = await browserConfirm(intent, 'pm_sbx_unknown');
    expect(unknownMethod.status).toBe(404);
    expect((await intentRow(intent.intentId)).status).toBe('requires_payment_method');
  });

  it('sends a signed webhook for an immediate success', async () => {
    const intent = await newIntent();
    await sandbox.confirmIntent({
      intentId: intent.intentId,
      paymentMethodId: 'pm_card_visa',
      idempotencyKey: intent.intentId,
    });
    await eventually(async () => (finalisedFor(intent.intentId).length > 0 ? true : undefined));
    expect(finalisedFor(intent.intentId)).toEqual([
      [{ gateway: 'SANDBOX', externalId: intent.intentId }],
    ]);
    await delivered(intent.intentId);
  });
});

describe('the slow card', () => {
  it('is processing, then charged and announced by a signed webhook', async () => {
    const intent = await newIntent();
    const slow = await browserMethod('4000 0000 0000 3220');
    const started = Date.now();
    const response = await browserConfirm(intent, slow.id);
    expect(await response.json()).toMatchObject({ status: 'processing', lastError: null });
    const row = await intentRow(intent.intentId);
    expect(row).toMatchObject({ status: 'processing', chargeCount: 0 });
    expect(row.confirmAt).not.toBeNull();

    // A confirmation while processing changes nothing.
    const during = await sandbox.confirmIntent({
      intentId: intent.intentId,
      paymentMethodId: 'pm_card_visa',
      idempotencyKey: 'k',
    });
    expect(during.status).toBe('processing');

    await eventually(async () => (finalisedFor(intent.intentId).length > 0 ? true : undefined));
    // At the slow delay at the earliest; the scheduler looks every second.
    expect(Date.now() - started).toBeGreaterThanOrEqual(SLOW_CONFIRM_MS);
    expect(await delivered(intent.intentId)).toMatchObject({
      status: 'succeeded',
      chargeCount: 1,
    });
    expect(finalisedFor(intent.intentId)).toHaveLength(1);
  });

  it('is still confirmed after a restart, by the next process', async () => {
    // A database of its own: no other server's scheduler may take the work.
    const shared = await createTestDatabase();
    const first = await startTestServer({
      database: shared,
      env: { SANDBOX_SLOW_CONFIRM_MS: '1500' },
    });
    const intent = await first.app.services.cardProcessors.sandbox.createIntent({
      amountMinor: 500,
      currencyCode: 'EUR',
      idempotencyKey: randomUUID(),
      metadata: {},
      description: 'Parking',
    });
    const confirmed = await first.app.services.cardProcessors.sandbox.confirmIntent({
      intentId: intent.intentId,
      paymentMethodId: 'pm_card_slow',
      idempotencyKey: intent.intentId,
    });
    expect(confirmed.status).toBe('processing');
    const signedByFirst = first.app.services.cardProcessors.sandbox.signWebhook('{}', 1);
    await first.close();
    expect((await intentRow(intent.intentId, shared)).status).toBe('processing');

    const second = await startTestServer({ database: shared });
    try {
      const spy = watchFinalise(second);
      // The webhook secret outlives the process: it is kept in the database.
      expect(second.app.services.cardProcessors.sandbox.signWebhook('{}', 1)).toBe(signedByFirst);
      await eventually(async () =>
        finalisedFor(intent.intentId, spy).length > 0 ? true : undefined,
      );
      expect(await delivered(intent.intentId, shared)).toMatchObject({
        status: 'succeeded',
        chargeCount: 1,
      });
    } finally {
      await second.close();
    }
    const secrets = await shared.db.select().from(sandboxSecret);
    await shared.close();
    expect(secrets).toEqual([
      {
        name: 'webhook',
        value: expect.stringMatching(/^whsec_sbx_[0-9a-f]{64}$/),
        createdAt: expect.any(Date),
      },
    ]);
  });
});
