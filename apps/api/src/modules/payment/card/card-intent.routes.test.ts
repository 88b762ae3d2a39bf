import {
  AssignedRightLookupResponseSchema,
  PAYMENT_MESSAGES,
  type Rate,
  ResumeSchema,
} from '@parking/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignedRight, payment, sandboxPaymentIntent } from '#api/db/schema/index.js';
import { DEMO_IDS } from '#api/db/seed/demo-extra-ids.js';
import {
  expectError,
  generateCard,
  getJson,
  pendingPaymentOfIntent,
  postJson,
  rateBody,
  rateNamed,
} from '#test/payment-helpers.js';
import { startTestServer, type TestServer } from '#test/start-test-server.js';

const { places } = DEMO_IDS;
const midtown = places.transientOpen.id;
const plaza = places.transientManyRates.id;
const MINUTE = 60_000;

let server: TestServer;
let oneHour: Rate;
beforeAll(async () => {
  server = await startTestServer({ env: { SANDBOX_SLOW_CONFIRM_MS: '300' } });
  oneHour = await rateNamed(server, midtown, '1 hour');
});
afterAll(() => server?.close());

const pendingRow = (externalId: string) => pendingPaymentOfIntent(server.database, externalId);

const processIntent = (body: unknown, target = server) =>
  postJson(target, '/api/card-intent/process-payment', body);

describe('POST /api/card-intent/process-payment', () => {
  it('needs both the intent and the payment method, with the spec message', async () => {
    const message = PAYMENT_MESSAGES.intentOrMethodMissing;
    expectError(
      await processIntent({ paymentIntentId: 'pi_x', licensePlate: 'CARD001' }),
      400,
      message,
    );
    expectError(
      await processIntent({ paymentMethodId: 'pm_card_visa', licensePlate: 'CARD001' }),
      400,
      message,
    );
  });

  it('pays with pm_card_visa: the right, its lines, the card and the covered period', async () => {
    const intent = await generateCard(server, 'card-intent', rateBody(midtown, oneHour));
    const started = Date.now();
    const result = await processIntent({
      paymentIntentId: intent.id,
      paymentMethodId: 'pm_card_visa',
      licensePlate: 'card 001',
      phoneNumber: '+12125550123',
      locale: 'en-US',
    });
    expect(result.response.status).toBe(200);
    const { assignedRightId } = result.body as { assignedRightId: string };

    // The device that paid sends its payer key (decision 068): only it sees the card.
    const resumeResult = await getJson(
      server,
      `/api/card-intent/place/${midtown}/resume/${assignedRightId}`,
      intent.payerKey,
    );
    const resume = ResumeSchema.strict().parse(resumeResult.body);
    expect(resume.cardDetail).toEqual({ cardBrand: 'VISA', lastFourDigits: '4242' });
    expect(resume.payments).toHaveLength(1);
    const [paid] = resume.payments;
    expect(paid).toMatchObject({
      type: 'BASE',
      assignedRightId,
      transactionId: intent.id,
      currencyCode: 'USD',
      rateName: '1 hour',
      credential: [{ type: 'LICENSE_PLATE', localIdentifier: 'CARD001' }],
      paymentLine: [
        { type: 'BASE', code: null, amount: 3, amountMinor: 300 },
        { type: 'SURCHARGE', code: null, amount: 0.35, amountMinor: 35 },
      ],
    });
    const start = new Date(paid?.startPeriodCovered ?? 0).getTime();
    expect(start).toBeGreaterThanOrEqual(started - 1000);
    expect(start).toBeLessThanOrEqual(Date.now());
    expect(new Date(paid?.endPeriodCovered ?? 0).getTime() - start).toBe(60 * MINUTE);
    expect(new Date(paid?.dateCollected ?? 0).getTime()).toBe(start);

    const generic = await getJson(
      server,
      `/api/payment/place/${midtown}/resume/${assignedRightId}`,
      intent.payerKey,
    );
    expect(generic.body).toEqual(resumeResult.body);

    const rights = await server.database.db
      .select()
      .from(assignedRight)
      .where(eq(assignedRight.id, assignedRightId));
    expect(rights[0]).toMatchObject({
      kind: 'TRANSIENT',
      placeId: midtown,
      customerId: DEMO_IDS.customer.id,
      phoneNumber: '+12125550123',
      notifyBeforeExpiry: true,
      locale: 'en-US',
    });
    const payments = await server.database.db
      .select()
      .from(payment)
      .where(eq(payment.assignedRightId, assignedRightId));
    expect(payments[0]).toMatchObject({
      provider: 'CARD_INTENT',
      rateLineId: oneHour.rateLineId,
      cardBrand: 'VISA',
      lastFourDigits: '4242',
    });
    expect(await pendingRow(intent.id)).toMatchObject({
      status: 'SUCCEEDED',
      assignedRightId,
      licensePlate: 'CARD001',
    });

    const lookup = await getJson(
      server,
      `/api/assigned-right/?localIdentifier=card001&placeId=${midtown}`,
    );
    const live = AssignedRightLookupResponseSchema.parse(lookup.body).data;
    expect(live.map((right) => right.assignedRightId)).toEqual([assignedRightId]);
  });

  it('answers every retry of a paid payment with the same right', async () => {
    const intent = await generateCard(server, 'card-intent', rateBody(midtown, oneHour));
    const body = {
      paymentIntentId: intent.id,
      paymentMethodId: 'pm_card_visa',
      licensePlate: 'CARD002',
    };
    const first = await processIntent(body);
    const retry = await processIntent(body);
    // Even with another method: the payment is settled, nothing is charged again.
    const other = await processIntent({ ...body, paymentMethodId: 'pm_card_chargeDeclined' });
    expect(retry.body).toEqual(first.body);
    expect(other.response.status).toBe(200);
    expect(other.body).toEqual(first.body);
  });

  it('declines pm_card_chargeDeclined with a 402 and no right; a new method then pays', async () => {
    const intent = await generateCard(server, 'card-intent', rateBody(midtown, oneHour));
    const body = {
      paymentIntentId: intent.id,
      paymentMethodId: 'pm_card_chargeDeclined',
      licensePlate: 'DECL001',
    };
    expectError(await processIntent(body), 402, PAYMENT_MESSAGES.paymentFailed, 'PAYMENT_DECLINED');
    expect(await pendingRow(intent.id)).toMatchObject({
      status: 'FAILED',
      assignedRightId: null,
      failureReason: 'Your card was declined.',
    });
    const lookup = await getJson(
      server,
      `/api/assigned-right/?localIdentifier=DECL001&placeId=${midtown}`,
    );
    expect(lookup.body).toEqual({ data: [] });

    expectError(await processIntent(body), 402, PAYMENT_MESSAGES.paymentFailed, 'PAYMENT_DECLINED');
    const paid = await processIntent({ ...body, paymentMethodId: 'pm_card_visa' });
    expect(paid.response.status).toBe(200);
    expect(await pendingRow(intent.id)).toMatchObject({ status: 'SUCCEEDED', failureReason: null });
  });

  it('answers 202 for the slow card, then settles once the processor confirms', async () => {
    const intent = await generateCard(server, 'card-intent', rateBody(midtown, oneHour));
    const body = {
      paymentIntentId: intent.id,
      paymentMethodId: 'pm_card_slow',
      licensePlate: 'SLOW003',
    };
    const first = await processIntent(body);
    expect(first.response.status).toBe(202);
    expect(first.body).toEqual({ status: 'processing', externalId: intent.id });
    expect(await pendingRow(intent.id)).toMatchObject({
      status: 'PROCESSING',
      licensePlate: 'SLOW003',
    });
    let settled: { response: Response; body: Record<string, unknown> } | undefined;
    for (let attempt = 0; attempt < 100 && settled?.response.status !== 200; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      settled = await processIntent(body);
    }
    expect(settled?.response.status).toBe(200);
    const resume = await getJson(
      server,
      `/api/payment/place/${midtown}/resume/${settled?.body.assignedRightId}`,
      intent.payerKey,
    );
    expect(ResumeSchema.parse(resume.body).cardDetail).toEqual({
      cardBrand: 'VISA',
      lastFourDigits: '3220',
    });
  });

  it('refuses an expired payment without charging it', async () => {
    let now = new Date();
    const clocked = await startTestServer({ database: server.database, now: () => now });
    try {
      const intent = await generateCard(clocked, 'card-intent', rateBody(midtown, oneHour));
      now = new Date(now.getTime() + 4 * MINUTE + 1);
      const body = {
        paymentIntentId: intent.id,
        paymentMethodId: 'pm_card_visa',
        licensePlate: 'LATE003',
      };
      expectError(
        await processIntent(body, clocked),
        400,
        PAYMENT_MESSAGES.paymentExpired,
        'PAYMENT_EXPIRED',
      );
      expectError(
        await processIntent(body, clocked),
        400,
        PAYMENT_MESSAGES.paymentExpired,
        'PAYMENT_EXPIRED',
      );
      expect(await pendingRow(intent.id)).toMatchObject({
        status: 'EXPIRED',
        assignedRightId: null,
      });
      const rows = await server.database.db
        .select()
        .from(sandboxPaymentIntent)
        .where(eq(sandboxPaymentIntent.id, intent.id));
      // Cancelled at the processor: a confirmation sent to it directly cannot charge it either.
      expect(rows[0]).toMatchObject({ chargeCount: 0, status: 'canceled' });
    } finally {
      await clocked.close();
    }
  });

  it('answers 404 for an unknown intent and 400 for a payment of the other kind', async () => {
    expectError(
      await processIntent({
        paymentIntentId: 'pi_unknown',
        paymentMethodId: 'pm_card_visa',
        licensePlate: 'CARD003',
      }),
      404,
      'Payment not found',
      'PAYMENT_NOT_FOUND',
    );
    const rate = await rateNamed(server, plaza, '1 hour');
    const other = await generateCard(server, 'card-client-secret', rateBody(plaza, rate));
    expectError(
      await processIntent({
        paymentIntentId: other.id,
        paymentMethodId: 'pm_card_visa',
        licensePlate: 'CARD003',
      }),
      400,
      PAYMENT_MESSAGES.providerNotSupported,
      'PROVIDER_NOT_SUPPORTED',
    );
  });

  it('answers any other provider with the spec message, not a 404', async () => {
    const message = PAYMENT_MESSAGES.providerNotSupported;
    expectError(await postJson(server, '/api/paypal/process-payment', {}), 400, message);
    expectError(
      await postJson(server, '/api/card-intent/update-payment-intent/pi_1', {}),
      400,
      message,
    );
    expectError(
      await getJson(server, `/api/paypal/place/${midtown}/resume/${DEMO_IDS.customer.id}`),
      400,
      message,
    );
  });
});
