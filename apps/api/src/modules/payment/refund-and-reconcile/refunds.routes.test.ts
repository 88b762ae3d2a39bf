import { PAYMENT_MESSAGES, type Rate } from '@parking/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pendingPayment } from '#api/db/schema/index.js';
import { DEMO_IDS } from '#api/db/seed/demo-extra-ids.js';
import {
  confirmInBrowser,
  expectError,
  expectRightWithPlate,
  generateCard,
  pendingPaymentOfIntent,
  processIntent,
  processSecret,
  rateBody,
  rateNamed,
} from '#test/payment-helpers.js';
import { sandboxIntentRow } from '#test/sandbox-helpers.js';
import { startTestServer, type TestServer } from '#test/start-test-server.js';
import { REFUND_REASON_NO_PLATE } from '../refund-reasons.js';
import { RECONCILE_GRACE_MS } from './reconciler.js';

/**
 * Issue 8, point 1, the money side: money taken for a payment that expired without a plate is
 * returned, once, whoever sees it first (the driver's call, the webhook, the reconciler).
 */

const { places } = DEMO_IDS;
const midtown = places.transientOpen.id;
const plaza = places.transientManyRates.id;
const MINUTE = 60_000;

let server: TestServer;
let midtownHour: Rate;
let plazaHour: Rate;
beforeAll(async () => {
  server = await startTestServer();
  midtownHour = await rateNamed(server, midtown, '1 hour');
  plazaHour = await rateNamed(server, plaza, '1 hour');
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
        await confirmInBrowser(clocked, intent, 'pm_card_visa');
        if (first === 'the webhook') {
          expect(
            await clocked.app.services.payment.finaliseByExternalId({
              gateway: 'SANDBOX',
              externalId: intent.id,
            }),
          ).toEqual({ status: 'refunded', failureReason: REFUND_REASON_NO_PLATE });
        }
        const process = kind === 'card-intent' ? processIntent : processSecret;
        for (let attempt = 0; attempt < 2; attempt += 1) {
          expectError(
            await process(clocked, intent, 'PAID777'),
            400,
            PAYMENT_MESSAGES.paymentRefunded,
            'REFUNDED_EXPIRED',
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
      await confirmInBrowser(clocked, intent, 'pm_card_visa');
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
        'REFUNDED_EXPIRED',
      );
    });
  });

  it('a refund cut off half-way (REFUNDING) is finished once by the next round', async () => {
    await withClock(async (clocked, later) => {
      const intent = await generateCard(clocked, 'card-intent', rateBody(midtown, midtownHour));
      await confirmInBrowser(clocked, intent, 'pm_card_visa');
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
      await expectRightWithPlate(server, midtown, row.assignedRightId as string, 'CRASH01');
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
      const late = await confirmInBrowser(clocked, intent, 'pm_card_visa');
      expect(late.response.status).toBe(400);
      expect((await sandboxRow(intent.id)).chargeCount).toBe(0);
    });
  });
});
