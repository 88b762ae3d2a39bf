import { getCoveredPeriod, PAYMENT_MESSAGES, type Rate } from '@parking/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { payment } from '#api/db/schema/index.js';
import { DEMO_IDS } from '#api/db/seed/demo-extra-ids.js';
import {
  generateExtension as generateExtensionOf,
  paidSession as paidSessionAt,
} from '#test/extension-helpers.js';
import {
  expectError,
  extensionRateNamed,
  postJson,
  rateBody,
  rateNamed,
  resumeOf as resumeAt,
} from '#test/payment-helpers.js';
import { startTestServer, type TestServer } from '#test/start-test-server.js';

const midtown = DEMO_IDS.places.transientOpen.id;
const MINUTE = 60_000;

let server: TestServer;
let oneHour: Rate;
let clockOffsetMs = 0;
beforeAll(async () => {
  // Settings change within the file (extensions off, then on): no 30-second place cache.
  server = await startTestServer({
    env: { PLACE_CACHE_TTL_MS: '0' },
    now: () => new Date(Date.now() + clockOffsetMs),
  });
  oneHour = await rateNamed(server, midtown, '1 hour');
});
afterAll(() => server?.close());

const paidSession = (plate: string) => paidSessionAt(server, midtown, oneHour, plate);

const extensionRate = (assignedRightId: string, name: string) =>
  extensionRateNamed(server, midtown, assignedRightId, name);

const generateExtension = (provider: string, assignedRightId: string, body: unknown) =>
  generateExtensionOf(server, provider, assignedRightId, body);

const resumeOf = (assignedRightId: string) => resumeAt(server, midtown, assignedRightId);

describe('on-demand extension with the first card kind', () => {
  it('adds 30 minutes to the same right, from its previous end', async () => {
    const assignedRightId = await paidSession('EXT001');
    const before = getCoveredPeriod(await resumeOf(assignedRightId));
    const plus30 = await extensionRate(assignedRightId, '+30 min');

    const generated = await generateExtension(
      'card-intent',
      assignedRightId,
      rateBody(midtown, plus30),
    );
    expect(generated.response.status, JSON.stringify(generated.body)).toBe(200);
    const intent = generated.body as { id: string; amountMinor: number };
    expect(intent.amountMinor).toBe(150);

    const processed = await postJson(
      server,
      '/api/card-intent/process-payment-on-demand-extension',
      { paymentIntentId: intent.id, paymentMethodId: 'pm_card_visa', licensePlate: 'EXT001' },
    );
    expect(processed.response.status, JSON.stringify(processed.body)).toBe(200);
    expect(processed.body).toEqual({ assignedRightId });

    const resume = await resumeOf(assignedRightId);
    const bases = resume.payments.filter((paid) => paid.type === 'BASE');
    expect(bases).toHaveLength(2);
    const extension = bases.find((paid) => paid.rateName === '+30 min');
    expect(new Date(extension?.startPeriodCovered ?? 0).getTime()).toBe(before?.end.getTime());
    expect(extension?.paymentLine.find((line) => line.type === 'BASE')?.amountMinor).toBe(150);
    const after = getCoveredPeriod(resume);
    expect(after?.start.getTime()).toBe(before?.start.getTime());
    expect((after?.end.getTime() ?? 0) - (before?.end.getTime() ?? 0)).toBe(30 * MINUTE);
  });

  it("answers 'No live session found' for a right whose time is up", async () => {
    const assignedRightId = await paidSession('EXT002');
    const plus30 = await extensionRate(assignedRightId, '+30 min');
    await server.database.db
      .update(payment)
      .set({
        startPeriodCovered: new Date(Date.now() - 120 * MINUTE),
        endPeriodCovered: new Date(Date.now() - 60 * MINUTE),
      })
      .where(eq(payment.assignedRightId, assignedRightId));
    const body = rateBody(midtown, plus30);
    expectError(
      await generateExtension('card-intent', assignedRightId, body),
      400,
      PAYMENT_MESSAGES.noLiveSession,
      'NO_LIVE_SESSION',
    );
    expectError(
      await generateExtension('payment', assignedRightId, body),
      400,
      PAYMENT_MESSAGES.noLiveSession,
      'NO_LIVE_SESSION',
    );
  });

  it('extends from now a session that ran out between generating and processing', async () => {
    const assignedRightId = await paidSession('EXT003');
    const plus30 = await extensionRate(assignedRightId, '+30 min');
    // A session two minutes from its end...
    await server.database.db
      .update(payment)
      .set({
        startPeriodCovered: new Date(Date.now() - 58 * MINUTE),
        endPeriodCovered: new Date(Date.now() + 2 * MINUTE),
      })
      .where(eq(payment.assignedRightId, assignedRightId));
    const generated = await generateExtension(
      'card-intent',
      assignedRightId,
      rateBody(midtown, plus30),
    );
    expect(generated.response.status, JSON.stringify(generated.body)).toBe(200);
    // ...ends while the driver types the card: three minutes later, it ended one minute ago.
    clockOffsetMs = 3 * MINUTE;
    onTestFinished(() => {
      clockOffsetMs = 0;
    });

    const before = Date.now() + clockOffsetMs;
    const processed = await postJson(
      server,
      '/api/card-intent/process-payment-on-demand-extension',
      {
        paymentIntentId: (generated.body as { id: string }).id,
        paymentMethodId: 'pm_card_visa',
        licensePlate: 'EXT003',
      },
    );
    expect(processed.response.status, JSON.stringify(processed.body)).toBe(200);
    const after = Date.now() + clockOffsetMs;

    const resume = await resumeOf(assignedRightId);
    const extension = resume.payments.find((paid) => paid.rateName === '+30 min');
    const start = new Date(extension?.startPeriodCovered ?? 0).getTime();
    expect(start).toBeGreaterThanOrEqual(before - 1000);
    expect(start).toBeLessThanOrEqual(after);
    expect(new Date(extension?.endPeriodCovered ?? 0).getTime() - start).toBe(30 * MINUTE);
  });

  it('takes only extension rates, and first payments take none', async () => {
    const assignedRightId = await paidSession('EXT003');
    const plus30 = await extensionRate(assignedRightId, '+30 min');
    expectError(
      await generateExtension('card-intent', assignedRightId, rateBody(midtown, oneHour)),
      400,
      PAYMENT_MESSAGES.rateNotAvailable,
      'RATE_NOT_AVAILABLE',
    );
    expectError(
      await postJson(server, '/api/card-intent/generate-payment', rateBody(midtown, plus30)),
      400,
      PAYMENT_MESSAGES.rateNotAvailable,
      'RATE_NOT_AVAILABLE',
    );
    expectError(
      await generateExtension('payment', assignedRightId, rateBody(midtown, plus30)),
      400,
      'This rate requires a card payment',
      'CARD_PAYMENT_REQUIRED',
    );
    expectError(
      await generateExtension('paypal', assignedRightId, rateBody(midtown, plus30)),
      400,
      PAYMENT_MESSAGES.providerNotSupported,
      'PROVIDER_NOT_SUPPORTED',
    );
    expectError(
      await generateExtension(
        'card-intent',
        '00000000-0000-4000-8000-000000000000',
        rateBody(midtown, plus30),
      ),
      404,
      'Assigned right not found',
      'ASSIGNED_RIGHT_NOT_FOUND',
    );
  });

  it('settles 20 concurrent process calls as one extension payment', async () => {
    const assignedRightId = await paidSession('EXT004');
    const plus30 = await extensionRate(assignedRightId, '+30 min');
    const generated = await generateExtension(
      'card-intent',
      assignedRightId,
      rateBody(midtown, plus30),
    );
    const intentId = (generated.body as { id: string }).id;
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        postJson(server, '/api/card-intent/process-payment-on-demand-extension', {
          paymentIntentId: intentId,
          paymentMethodId: 'pm_card_visa',
          licensePlate: 'EXT004',
        }),
      ),
    );
    for (const result of results) {
      expect(result.response.status, JSON.stringify(result.body)).toBe(200);
      expect(result.body).toEqual({ assignedRightId });
    }
    const payments = await server.database.db
      .select()
      .from(payment)
      .where(eq(payment.assignedRightId, assignedRightId));
    expect(payments).toHaveLength(2);
  });

  it('adds two extensions paid at once one after the other, never over the same half hour', async () => {
    const assignedRightId = await paidSession('EXT005');
    const before = getCoveredPeriod(await resumeOf(assignedRightId));
    const plus30 = await extensionRate(assignedRightId, '+30 min');
    // Two tabs: each generates its own extension, then both pay at the same moment.
    const intents = await Promise.all(
      [1, 2].map(async () => {
        const generated = await generateExtension(
          'card-intent',
          assignedRightId,
          rateBody(midtown, plus30),
        );
        expect(generated.response.status, JSON.stringify(generated.body)).toBe(200);
        return (generated.body as { id: string }).id;
      }),
    );
    const results = await Promise.all(
      intents.map((paymentIntentId) =>
        postJson(server, '/api/card-intent/process-payment-on-demand-extension', {
          paymentIntentId,
          paymentMethodId: 'pm_card_visa',
          licensePlate: 'EXT005',
        }),
      ),
    );
    for (const result of results) expect(result.response.status).toBe(200);
    const bases = (await resumeOf(assignedRightId)).payments
      .filter((paid) => paid.type === 'BASE')
      .map((paid) => new Date(paid.startPeriodCovered).getTime())
      .sort((a, b) => a - b);
    // The first payment, then one extension from its end, then the other from that one's end.
    expect(bases).toEqual([
      before?.start.getTime(),
      before?.end.getTime(),
      (before?.end.getTime() ?? 0) + 30 * MINUTE,
    ]);
    const after = getCoveredPeriod(await resumeOf(assignedRightId));
    expect((after?.end.getTime() ?? 0) - (before?.end.getTime() ?? 0)).toBe(60 * MINUTE);
  });
});
