import { PAYMENT_MESSAGES, type Rate, ResumeSchema } from '@parking/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '#api/db/seed/demo-extra-ids.js';
import {
  confirmInBrowser,
  expectError,
  generateCard,
  getJson,
  pendingPaymentOfIntent,
  postJson,
  rateBody,
  rateNamed,
} from '#test/payment-helpers.js';
import { sandboxIntentRow } from '#test/sandbox-helpers.js';
import { startTestServer, type TestServer } from '#test/start-test-server.js';

const { places } = DEMO_IDS;
const plaza = places.transientManyRates.id;
const midtown = places.transientOpen.id;
const SLOW_CONFIRM_MS = 300;

let server: TestServer;
let oneHour: Rate;
beforeAll(async () => {
  server = await startTestServer({ env: { SANDBOX_SLOW_CONFIRM_MS: String(SLOW_CONFIRM_MS) } });
  oneHour = await rateNamed(server, plaza, '1 hour');
});
afterAll(() => server?.close());

const pendingRow = (externalId: string) => pendingPaymentOfIntent(server.database, externalId);
const sandboxRow = (intentId: string) => sandboxIntentRow(server.database, intentId);

const update = (intentId: string, body: unknown) =>
  postJson(server, `/api/card-client-secret/update-payment-intent/${intentId}`, body);
const processSecret = (body: unknown) =>
  postJson(server, '/api/card-client-secret/process-payment', body);

/** Polls until `check` returns a value, or fails after `timeoutMs`. */
async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('POST /api/card-client-secret/update-payment-intent/:paymentIntentId', () => {
  it('needs the place and the plate, with the spec message', async () => {
    const intent = await generateCard(server, 'card-client-secret', rateBody(plaza, oneHour));
    const message = PAYMENT_MESSAGES.missingRequiredParameters;
    expectError(await update(intent.id, { licensePlate: 'SEC0001' }), 400, message);
    expectError(await update(intent.id, { placeId: plaza }), 400, message);
  });

  it('stores plate, phone and locale on the payment and the intent', async () => {
    const intent = await generateCard(server, 'card-client-secret', rateBody(plaza, oneHour));
    const result = await update(intent.id, {
      placeId: plaza,
      externalId: intent.id,
      licensePlate: 'sec 0001',
      phoneNumber: '+34612345678',
      locale: 'es-ES',
    });
    expect(result.response.status).toBe(200);
    expect(result.body).toEqual({
      externalId: intent.id,
      pendingPaymentId: intent.pendingPaymentId,
    });
    expect(await pendingRow(intent.id)).toMatchObject({
      licensePlate: 'SEC0001',
      phoneNumber: '+34612345678',
      locale: 'es-ES',
      status: 'PENDING',
    });
    expect((await sandboxRow(intent.id))?.metadata).toMatchObject({
      pendingPaymentId: intent.pendingPaymentId,
      placeId: plaza,
      licensePlate: 'SEC0001',
      phoneNumber: '+34612345678',
    });
  });

  it('refuses another place, an unknown intent and the other kind', async () => {
    const intent = await generateCard(server, 'card-client-secret', rateBody(plaza, oneHour));
    expectError(
      await update(intent.id, { placeId: midtown, licensePlate: 'SEC0002' }),
      400,
      'The payment belongs to another place',
      'PAYMENT_OF_ANOTHER_PLACE',
    );
    expectError(
      await update('pi_unknown', { placeId: plaza, licensePlate: 'SEC0002' }),
      404,
      'Payment not found',
      'PAYMENT_NOT_FOUND',
    );
    const midtownRate = await rateNamed(server, midtown, '1 hour');
    const first = await generateCard(server, 'card-intent', rateBody(midtown, midtownRate));
    expectError(
      await update(first.id, { placeId: midtown, licensePlate: 'SEC0002' }),
      400,
      PAYMENT_MESSAGES.providerNotSupported,
      'PROVIDER_NOT_SUPPORTED',
    );
  });
});

describe('POST /api/card-client-secret/process-payment', () => {
  it('needs the external id, with the spec message', async () => {
    expectError(
      await processSecret({ licensePlate: 'SEC0003' }),
      400,
      PAYMENT_MESSAGES.externalIdMissing,
      'EXTERNAL_ID_MISSING',
    );
  });

  it('refuses a payment the browser has not confirmed (409), then settles it once confirmed', async () => {
    const intent = await generateCard(server, 'card-client-secret', rateBody(plaza, oneHour));
    const body = { externalId: intent.id, licensePlate: 'SEC0004' };
    expectError(
      await processSecret(body),
      409,
      'The payment has not been confirmed with the card processor yet',
    );
    expect(await pendingRow(intent.id)).toMatchObject({ status: 'PENDING' });

    const confirmed = await confirmInBrowser(server, intent, 'pm_card_visa');
    expect(confirmed.response.status).toBe(200);
    const result = await processSecret(body);
    expect(result.response.status).toBe(200);
    const { assignedRightId } = result.body as { assignedRightId: string };
    expect((await processSecret(body)).body).toEqual({ assignedRightId });

    const byExternal = await getJson(
      server,
      `/api/payment/place/${plaza}/resume/external/${intent.id}`,
      intent.payerKey,
    );
    const resume = ResumeSchema.strict().parse(byExternal.body);
    expect(resume.assignedRightId).toBe(assignedRightId);
    expect(resume.cardDetail).toEqual({ cardBrand: 'VISA', lastFourDigits: '4242' });
    expect(resume.payments[0]?.paymentLine).toEqual([
      { type: 'BASE', code: null, amount: 2.5, amountMinor: 250 },
      { type: 'SURCHARGE', code: null, amount: 0.25, amountMinor: 25 },
    ]);
    const summary = await getJson(
      server,
      `/api/payment/place/${plaza}/summary?externalId=${intent.id}`,
      intent.payerKey,
    );
    expect(summary.body).toEqual(byExternal.body);
    expectError(
      await getJson(server, `/api/payment/place/${midtown}/resume/external/${intent.id}`),
      404,
      'Payment not found',
      'PAYMENT_NOT_FOUND',
    );
  });

  it('settles a payment confirmed before expiry even when processed after it', async () => {
    let now = new Date();
    const clocked = await startTestServer({ database: server.database, now: () => now });
    try {
      // As the web does it: the plate is recorded (update-payment-intent) before the browser
      // confirms; the driver's process call comes after the 4 minutes.
      const intent = await generateCard(clocked, 'card-client-secret', rateBody(plaza, oneHour));
      const recorded = await postJson(
        clocked,
        `/api/card-client-secret/update-payment-intent/${intent.id}`,
        { placeId: plaza, externalId: intent.id, licensePlate: 'LATE004' },
      );
      expect(recorded.response.status).toBe(200);
      await confirmInBrowser(clocked, intent, 'pm_card_visa');
      now = new Date(now.getTime() + 5 * 60_000);
      const late = await postJson(clocked, '/api/card-client-secret/process-payment', {
        externalId: intent.id,
        licensePlate: 'LATE004',
      });
      expect(late.response.status).toBe(200);
      expect(await pendingRow(intent.id)).toMatchObject({
        status: 'SUCCEEDED',
        licensePlate: 'LATE004',
      });
      // Not confirmed in time: refused, and never charged.
      const unpaid = await generateCard(clocked, 'card-client-secret', rateBody(plaza, oneHour));
      now = new Date(now.getTime() + 5 * 60_000);
      expectError(
        await postJson(clocked, '/api/card-client-secret/process-payment', {
          externalId: unpaid.id,
          licensePlate: 'LATE005',
        }),
        400,
        PAYMENT_MESSAGES.paymentExpired,
        'PAYMENT_EXPIRED',
      );
      expect(await pendingRow(unpaid.id)).toMatchObject({ status: 'EXPIRED' });
      // Cancelled at the processor: nobody can pay it any more.
      expect(await sandboxRow(unpaid.id)).toMatchObject({ chargeCount: 0, status: 'canceled' });
    } finally {
      await clocked.close();
    }
  });

  it('declines with a 402 and no right', async () => {
    const intent = await generateCard(server, 'card-client-secret', rateBody(plaza, oneHour));
    await confirmInBrowser(server, intent, 'pm_card_chargeDeclined');
    expectError(
      await processSecret({ externalId: intent.id, licensePlate: 'SEC0005' }),
      402,
      PAYMENT_MESSAGES.paymentFailed,
      'PAYMENT_DECLINED',
    );
    expect(await pendingRow(intent.id)).toMatchObject({ status: 'FAILED', assignedRightId: null });
    expectError(
      await getJson(server, `/api/payment/place/${plaza}/resume/external/${intent.id}`),
      404,
      'Payment not found',
      'PAYMENT_NOT_FOUND',
    );
  });

  it('answers 202 processing for the slow card; the summary by external id settles it', async () => {
    const intent = await generateCard(server, 'card-client-secret', rateBody(plaza, oneHour));
    await update(intent.id, { placeId: plaza, licensePlate: 'SLOW001' });
    await confirmInBrowser(server, intent, 'pm_card_slow');
    const result = await processSecret({ externalId: intent.id, licensePlate: 'SLOW001' });
    expect(result.response.status).toBe(202);
    expect(result.body).toEqual({ status: 'processing', externalId: intent.id });
    const path = `/api/payment/place/${plaza}/resume/external/${intent.id}`;
    // The web retries on 404 until the processor confirms.
    const resume = await eventually(async () => {
      const attempt = await getJson(server, path);
      return attempt.response.status === 200 ? ResumeSchema.parse(attempt.body) : undefined;
    });
    expect(resume.payments[0]?.credential).toEqual([
      { type: 'LICENSE_PLATE', localIdentifier: 'SLOW001' },
    ]);
    expect((await sandboxRow(intent.id))?.chargeCount).toBe(1);
    const again = await processSecret({ externalId: intent.id, licensePlate: 'SLOW001' });
    expect(again.body).toEqual({ assignedRightId: resume.assignedRightId });
  });

  it.runIf(process.env.SKIP_WEBHOOK_TEST !== '1')(
    'settles the slow card through the processor’s webhook alone',
    async () => {
      const intent = await generateCard(server, 'card-client-secret', rateBody(plaza, oneHour));
      await update(intent.id, { placeId: plaza, licensePlate: 'SLOW002' });
      await confirmInBrowser(server, intent, 'pm_card_slow');
      const first = await processSecret({ externalId: intent.id, licensePlate: 'SLOW002' });
      expect(first.response.status).toBe(202);
      const settled = await eventually(async () => {
        const row = await pendingRow(intent.id);
        return row?.status === 'SUCCEEDED' ? row : undefined;
      });
      expect(settled.assignedRightId).toBeTruthy();
    },
  );
});

describe('app.services.payment.finaliseByExternalId', () => {
  const finalise = (externalId: string, gateway: 'SANDBOX' | 'STRIPE' = 'SANDBOX') =>
    server.app.services.payment.finaliseByExternalId({ gateway, externalId });

  it('is unknown for an unknown intent or another gateway', async () => {
    expect(await finalise('pi_unknown')).toEqual({ status: 'unknown' });
    const intent = await generateCard(server, 'card-client-secret', rateBody(plaza, oneHour));
    expect(await finalise(intent.id, 'STRIPE')).toEqual({ status: 'unknown' });
  });

  it('settles a paid intent once, whatever the number of calls', async () => {
    const intent = await generateCard(server, 'card-client-secret', rateBody(plaza, oneHour));
    expect(await finalise(intent.id)).toEqual({ status: 'processing' });
    await update(intent.id, { placeId: plaza, licensePlate: 'HOOK001' });
    await confirmInBrowser(server, intent, 'pm_card_visa');
    const results = await Promise.all(Array.from({ length: 10 }, () => finalise(intent.id)));
    const first = results[0];
    expect(first).toMatchObject({ status: 'succeeded' });
    for (const result of results) expect(result).toEqual(first);
    const process = await processSecret({ externalId: intent.id, licensePlate: 'HOOK001' });
    expect(process.body).toEqual({
      assignedRightId: (first as { assignedRightId: string }).assignedRightId,
    });
  });

  it('marks a declined intent FAILED with the processor’s reason', async () => {
    const intent = await generateCard(server, 'card-client-secret', rateBody(plaza, oneHour));
    await confirmInBrowser(server, intent, 'pm_card_chargeDeclined');
    expect(await finalise(intent.id)).toEqual({
      status: 'failed',
      reason: 'Your card was declined.',
    });
    expect(await pendingRow(intent.id)).toMatchObject({ status: 'FAILED' });
  });
});
