import {
  AssignedRightLookupResponseSchema,
  type CardPaymentIntent,
  PAYMENT_MESSAGES,
  type Rate,
  ResumeSchema,
} from '@parking/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  confirmInBrowser,
  expectError,
  generateCard,
  generateFree,
  getJson,
  pendingPaymentOfIntent,
  postJson,
  rateBody,
  rateNamed,
} from '../../../../test/payment-helpers.js';
import { eventually } from '../../../../test/reminder-helpers.js';
import { sandboxIntentRow } from '../../../../test/sandbox-helpers.js';
import { startTestServer, type TestServer } from '../../../../test/start-test-server.js';
import { credential, pendingPayment } from '../../../db/schema/index.js';
import { DEMO_IDS } from '../../../db/seed/demo-extra-ids.js';
import { RECONCILE_GRACE_MS } from './reconciler.js';

/**
 * Issue 8, points 1 to 3, as the hostile tester wrote them: whatever order the processor's
 * webhook and the browser's call arrive in, a paid right carries its plate; money taken for a
 * payment that expired without one is returned, once; one payment is one vehicle's; a plate
 * that normalises to nothing never reaches the processor.
 */

const { places } = DEMO_IDS;
const midtown = places.transientOpen.id;
const plaza = places.transientManyRates.id;
const MINUTE = 60_000;

let server: TestServer;
let midtownHour: Rate;
let plazaHour: Rate;
let plazaFree: Rate;
beforeAll(async () => {
  server = await startTestServer();
  midtownHour = await rateNamed(server, midtown, '1 hour');
  plazaHour = await rateNamed(server, plaza, '1 hour');
  plazaFree = await rateNamed(server, plaza, '15 min free');
});
afterAll(() => server?.close());

const pendingRow = (externalId: string) => pendingPaymentOfIntent(server.database, externalId);
const sandboxRow = (intentId: string) => sandboxIntentRow(server.database, intentId);

/** Past the 4 minutes and the reconciler's grace: the payment is the reconciler's to finish. */
const PAST_GRACE = 4 * MINUTE + RECONCILE_GRACE_MS + 1;

/**
 * A second server on the same database whose clock the test moves (`later(ms)`), closed
 * afterwards: expiry without waiting 4 minutes.
 */
async function withClock(
  test: (clocked: TestServer, later: (ms: number) => void) => Promise<void>,
) {
  let now = new Date();
  const clocked = await startTestServer({ database: server.database, now: () => now });
  try {
    await test(clocked, (ms) => {
      now = new Date(now.getTime() + ms);
    });
  } finally {
    await clocked.close();
  }
}

/** The browser's card form, or a script, confirming at the sandbox with the client secret. */
const confirmDirectly = (target: TestServer, intent: CardPaymentIntent) =>
  confirmInBrowser(target, intent, 'pm_card_visa');

const processIntent = (target: TestServer, intent: CardPaymentIntent, licensePlate: string) =>
  postJson(target, '/api/card-intent/process-payment', {
    paymentIntentId: intent.id,
    paymentMethodId: 'pm_card_visa',
    licensePlate,
  });

const processSecret = (target: TestServer, intent: CardPaymentIntent, licensePlate: string) =>
  postJson(target, '/api/card-client-secret/process-payment', {
    externalId: intent.id,
    licensePlate,
  });

/** The plate the summary shows and the plate lookup finds: what an enforcement officer sees. */
async function expectRightWithPlate(placeId: string, assignedRightId: string, plate: string) {
  const resume = ResumeSchema.parse(
    (await getJson(server, `/api/payment/place/${placeId}/resume/${assignedRightId}`)).body,
  );
  expect(resume.payments[0]?.credential).toEqual([
    { type: 'LICENSE_PLATE', localIdentifier: plate },
  ]);
  const lookup = AssignedRightLookupResponseSchema.parse(
    (await getJson(server, `/api/assigned-right/?localIdentifier=${plate}&placeId=${placeId}`))
      .body,
  );
  expect(lookup.data.map((right) => right.assignedRightId)).toContain(assignedRightId);
}

describe('a paid right always carries its plate (point 1)', () => {
  it('first kind: the webhook settles nothing without a plate; the process call brings it', async () => {
    const intent = await generateCard(server, 'card-intent', rateBody(midtown, midtownHour));
    expect((await confirmDirectly(server, intent)).response.status).toBe(200);
    // The sandbox's webhook arrives first: the money is recorded, no right without a plate.
    await eventually(
      async () => expect(await pendingRow(intent.id)).toMatchObject({ status: 'CHARGED' }),
      10_000,
    );
    expect((await pendingRow(intent.id)).assignedRightId).toBeNull();

    const paid = await processIntent(server, intent, 'PAID777');
    expect(paid.response.status, JSON.stringify(paid.body)).toBe(200);
    const assignedRightId = paid.body.assignedRightId as string;
    await expectRightWithPlate(midtown, assignedRightId, 'PAID777');
    expect(await sandboxRow(intent.id)).toMatchObject({ chargeCount: 1, amountRefundedMinor: 0 });
    // The driver's retry gets the same right.
    expect((await processIntent(server, intent, 'paid-777')).body).toEqual({ assignedRightId });
  });

  it('second kind: a browser that skipped update-payment-intent still gets its plate', async () => {
    const intent = await generateCard(server, 'card-client-secret', rateBody(plaza, plazaHour));
    await confirmDirectly(server, intent);
    await eventually(
      async () => expect(await pendingRow(intent.id)).toMatchObject({ status: 'CHARGED' }),
      10_000,
    );
    // The summary by external id waits (404) rather than showing a session without a plate.
    expect(
      (await getJson(server, `/api/payment/place/${plaza}/resume/external/${intent.id}`)).response
        .status,
    ).toBe(404);
    const paid = await processSecret(server, intent, 'SKIP123');
    expect(paid.response.status).toBe(200);
    await expectRightWithPlate(plaza, paid.body.assignedRightId as string, 'SKIP123');
  });

  it('the browser call before the webhook: settled with the plate, and the webhook changes nothing', async () => {
    const intent = await generateCard(server, 'card-client-secret', rateBody(plaza, plazaHour));
    await confirmDirectly(server, intent);
    const paid = await processSecret(server, intent, 'ORDER01');
    expect(paid.response.status).toBe(200);
    const result = await server.app.services.payment.finaliseByExternalId({
      gateway: 'SANDBOX',
      externalId: intent.id,
    });
    expect(result).toEqual({ status: 'succeeded', assignedRightId: paid.body.assignedRightId });
    await expectRightWithPlate(plaza, paid.body.assignedRightId as string, 'ORDER01');
  });
});

describe('money taken for an expired payment without a plate is returned (point 1)', () => {
  it.each([
    ['the process call', 'card-intent'],
    ['the process call', 'card-client-secret'],
    ['the webhook', 'card-intent'],
  ] as const)(
    'confirmed after expiry, seen first by %s (%s): refunded once, and said so',
    async (first, kind) => {
      await withClock(async (clocked, later) => {
        const placeId = kind === 'card-intent' ? midtown : plaza;
        const rate = kind === 'card-intent' ? midtownHour : plazaHour;
        const intent = await generateCard(clocked, kind, rateBody(placeId, rate));
        later(4 * MINUTE + 1);
        // The sandbox, like a real processor, knows nothing of our 4 minutes: it charges.
        await confirmDirectly(clocked, intent);
        if (first === 'the webhook') {
          expect(
            await clocked.app.services.payment.finaliseByExternalId({
              gateway: 'SANDBOX',
              externalId: intent.id,
            }),
          ).toEqual({ status: 'refunded' });
        }
        const process = kind === 'card-intent' ? processIntent : processSecret;
        for (let attempt = 0; attempt < 2; attempt += 1) {
          expectError(
            await process(clocked, intent, 'PAID777'),
            400,
            PAYMENT_MESSAGES.paymentRefunded,
          );
        }
        const row = await pendingRow(intent.id);
        expect(row).toMatchObject({
          status: 'REFUNDED',
          assignedRightId: null,
          licensePlate: null,
        });
        expect(row.refundId).toMatch(/^re_/);
        expect(await sandboxRow(intent.id)).toMatchObject({
          chargeCount: 1,
          amountRefundedMinor: intent.totalMinor,
        });
        // The webhook delivered later changes nothing either.
        expect(
          await clocked.app.services.payment.finaliseByExternalId({
            gateway: 'SANDBOX',
            externalId: intent.id,
          }),
        ).toEqual({ status: 'refunded' });
      });
    },
  );

  it('paid in time but no plate ever came: the reconciler refunds it after expiry', async () => {
    await withClock(async (clocked, later) => {
      const intent = await generateCard(clocked, 'card-intent', rateBody(midtown, midtownHour));
      await confirmDirectly(clocked, intent);
      expect(
        await clocked.app.services.payment.finaliseByExternalId({
          gateway: 'SANDBOX',
          externalId: intent.id,
        }),
      ).toEqual({ status: 'charged' });
      // Still valid: the reconciler leaves it to the driver.
      await clocked.app.services.reconciler.runOnce();
      expect((await pendingRow(intent.id)).status).toBe('CHARGED');

      later(PAST_GRACE);
      const round = await clocked.app.services.reconciler.runOnce();
      expect(round.refunded).toBeGreaterThanOrEqual(1);
      expect(await pendingRow(intent.id)).toMatchObject({ status: 'REFUNDED' });
      expect((await sandboxRow(intent.id)).amountRefundedMinor).toBe(intent.totalMinor);
      expectError(
        await processIntent(clocked, intent, 'LATE777'),
        400,
        PAYMENT_MESSAGES.paymentRefunded,
      );
    });
  });

  it('a refund cut off half-way (REFUNDING) is finished once by the next round', async () => {
    await withClock(async (clocked, later) => {
      const intent = await generateCard(clocked, 'card-intent', rateBody(midtown, midtownHour));
      await confirmDirectly(clocked, intent);
      // As a process killed between beginning the refund and asking the processor leaves it.
      await clocked.database.db
        .update(pendingPayment)
        .set({ status: 'REFUNDING' })
        .where(eq(pendingPayment.externalId, intent.id));
      later(PAST_GRACE);
      await Promise.all([
        clocked.app.services.reconciler.runOnce(),
        clocked.app.services.payment.reconcile((await pendingRow(intent.id)).id),
      ]);
      expect(await pendingRow(intent.id)).toMatchObject({ status: 'REFUNDED' });
      expect(await sandboxRow(intent.id)).toMatchObject({
        chargeCount: 1,
        amountRefundedMinor: intent.totalMinor,
      });
    });
  });

  it('settles a payment whose process call died after the charge, with the plate it recorded', async () => {
    await withClock(async (clocked, later) => {
      const intent = await generateCard(clocked, 'card-intent', rateBody(midtown, midtownHour));
      // What a process call killed between the processor's answer and the settle leaves.
      await clocked.database.db
        .update(pendingPayment)
        .set({ status: 'PROCESSING', licensePlate: 'CRASH01' })
        .where(eq(pendingPayment.externalId, intent.id));
      await clocked.app.services.cardProcessors.sandbox.confirmIntent({
        intentId: intent.id,
        paymentMethodId: 'pm_card_visa',
        idempotencyKey: 'crash',
      });
      later(PAST_GRACE);
      const round = await clocked.app.services.reconciler.runOnce();
      expect(round.settled).toBeGreaterThanOrEqual(1);
      const row = await pendingRow(intent.id);
      expect(row.status).toBe('SUCCEEDED');
      await expectRightWithPlate(midtown, row.assignedRightId as string, 'CRASH01');
    });
  });

  it('cancels an unpaid intent once its payment expired: a late confirmation cannot charge', async () => {
    await withClock(async (clocked, later) => {
      const intent = await generateCard(clocked, 'card-client-secret', rateBody(plaza, plazaHour));
      later(PAST_GRACE);
      const round = await clocked.app.services.reconciler.runOnce();
      expect(round.expired).toBeGreaterThanOrEqual(1);
      expect(await pendingRow(intent.id)).toMatchObject({ status: 'EXPIRED' });
      expect(await sandboxRow(intent.id)).toMatchObject({ status: 'canceled', chargeCount: 0 });
      const late = await confirmDirectly(clocked, intent);
      expect(late.response.status).toBe(400);
      expect((await sandboxRow(intent.id)).chargeCount).toBe(0);
    });
  });
});

describe('one payment, one vehicle (point 2)', () => {
  it('a second plate gets a 409; the same plate, however written, is the same right', async () => {
    const intent = await generateCard(server, 'card-intent', rateBody(midtown, midtownHour));
    const first = await processIntent(server, intent, 'FIRST01');
    expect(first.response.status).toBe(200);
    expectError(
      await processIntent(server, intent, 'OTHER02'),
      409,
      PAYMENT_MESSAGES.plateMismatch,
    );
    expect((await processIntent(server, intent, 'first-01')).body).toEqual(first.body);
  });

  it('20 plates at once: one right, for the plate that won, and 19 answers of 409', async () => {
    const intent = await generateCard(server, 'card-intent', rateBody(midtown, midtownHour));
    const plates = Array.from(
      { length: 20 },
      (_, index) => `RACE${String(index).padStart(3, '0')}`,
    );
    const results = await Promise.all(plates.map((plate) => processIntent(server, intent, plate)));
    const winners = results.filter((result) => result.response.status === 200);
    expect(winners).toHaveLength(1);
    for (const result of results) {
      if (result.response.status !== 200) {
        expectError(result, 409, PAYMENT_MESSAGES.plateMismatch);
      }
    }
    const row = await pendingRow(intent.id);
    expect(row.assignedRightId).toBe(winners[0]?.body.assignedRightId);
    const stored = await server.database.db
      .select({ plate: credential.localIdentifier })
      .from(credential)
      .where(eq(credential.assignedRightId, row.assignedRightId as string));
    expect(stored).toEqual([{ plate: row.licensePlate }]);
    expect((await sandboxRow(intent.id)).chargeCount).toBe(1);
  });

  it('a declined attempt may be retried with a corrected plate', async () => {
    const intent = await generateCard(server, 'card-intent', rateBody(midtown, midtownHour));
    const declined = await postJson(server, '/api/card-intent/process-payment', {
      paymentIntentId: intent.id,
      paymentMethodId: 'pm_card_chargeDeclined',
      licensePlate: 'TYPO01',
    });
    expect(declined.response.status).toBe(402);
    const paid = await processIntent(server, intent, 'RIGHT01');
    expect(paid.response.status).toBe(200);
    await expectRightWithPlate(midtown, paid.body.assignedRightId as string, 'RIGHT01');
  });

  it('free parking: another plate on a completed free payment is a 409', async () => {
    const pending = await generateFree(server, rateBody(plaza, plazaFree));
    const body = { pendingPaymentId: pending.pendingPaymentId, licensePlate: 'FREE001' };
    const first = await postJson(server, '/api/payment/process-payment', body);
    expect(first.response.status).toBe(200);
    expectError(
      await postJson(server, '/api/payment/process-payment', { ...body, licensePlate: 'FREE002' }),
      409,
      PAYMENT_MESSAGES.plateMismatch,
    );
  });
});

describe('plates that normalise to nothing never reach the processor (point 3)', () => {
  it.each(['<<<>>>', '---', ' . ', 'A'.repeat(16), `${'A1-'.repeat(7)}`])(
    'card kinds refuse %j before any money moves',
    async (licensePlate) => {
      const intent = await generateCard(server, 'card-intent', rateBody(midtown, midtownHour));
      expectError(
        await processIntent(server, intent, licensePlate),
        400,
        /license plate|licensePlate/i,
      );
      const secret = await generateCard(server, 'card-client-secret', rateBody(plaza, plazaHour));
      expectError(
        await processSecret(server, secret, licensePlate),
        400,
        /license plate|licensePlate/i,
      );
      expectError(
        await postJson(server, `/api/card-client-secret/update-payment-intent/${secret.id}`, {
          placeId: plaza,
          licensePlate,
        }),
        400,
        /license plate|Missing required parameters|licensePlate/i,
      );
      for (const id of [intent.id, secret.id]) {
        expect(await sandboxRow(id)).toMatchObject({
          chargeCount: 0,
          status: 'requires_payment_method',
        });
        expect(await pendingRow(id)).toMatchObject({ status: 'PENDING', licensePlate: null });
      }
    },
  );

  it('the card kinds say which plates they take', async () => {
    const intent = await generateCard(server, 'card-intent', rateBody(midtown, midtownHour));
    expectError(
      await processIntent(server, intent, '<<<>>>'),
      400,
      PAYMENT_MESSAGES.licensePlateInvalid,
    );
  });

  it("free parking answers '---' with the spec's message and stores nothing", async () => {
    const pending = await generateFree(server, rateBody(plaza, plazaFree));
    expectError(
      await postJson(server, '/api/payment/process-payment', {
        pendingPaymentId: pending.pendingPaymentId,
        licensePlate: '---',
      }),
      400,
      PAYMENT_MESSAGES.freePaymentMissing,
    );
    const [row] = await server.database.db
      .select()
      .from(pendingPayment)
      .where(eq(pendingPayment.id, pending.pendingPaymentId));
    expect(row).toMatchObject({ status: 'PENDING', assignedRightId: null });
  });
});
