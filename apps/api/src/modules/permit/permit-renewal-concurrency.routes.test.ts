import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pendingPayment } from '#api/db/schema/index.js';
import { confirmInBrowser, pendingPaymentOfIntent, postJson } from '#test/payment-helpers.js';
import {
  basePayments,
  generateRenewal,
  insertPermit,
  renewalBody,
  renewalIntent,
} from '#test/permit-helpers.js';
import { eventually } from '#test/reminder-helpers.js';
import { sandboxIntentRow } from '#test/sandbox-helpers.js';
import { startTestServer, type TestServer } from '#test/start-test-server.js';

/**
 * Two renewals of one permit period at once charge once (docs/decisions/052): concurrent
 * generates share one intent; two paid renewals of one period settle one and refund the other.
 * Run on PostgreSQL too (DATABASE_URL): without the permit row's lock both fail there.
 */

let server: TestServer;
beforeAll(async () => {
  // The place's card kind changes within the file: no 30-second price cache.
  server = await startTestServer({ env: { PLACE_CACHE_TTL_MS: '0' } });
});
afterAll(() => server?.close());

const activePermit = (plate: string) =>
  insertPermit(server.database, { plate, paidUntilDays: 3, cycles: 2 });
const processIntentRenewal = (paymentIntentId: string, plate: string, method = 'pm_card_visa') =>
  postJson(server, '/api/card-intent/process-payment-on-demand-extension', {
    paymentIntentId,
    paymentMethodId: method,
    licensePlate: plate,
  });
const pendingRow = (externalId: string) => pendingPaymentOfIntent(server.database, externalId);

describe('two renewals of one period at once charge once', () => {
  it('concurrent generates share one pending payment and one intent', async () => {
    const permitId = await activePermit('TWICE01');
    const body = await renewalBody(server, permitId);
    const results = await Promise.all(
      Array.from({ length: 8 }, () => generateRenewal(server, 'card-intent', permitId, body)),
    );
    for (const result of results) expect(result.response.status).toBe(200);
    expect(new Set(results.map((result) => result.body.id)).size).toBe(1);
    expect(new Set(results.map((result) => result.body.pendingPaymentId)).size).toBe(1);
    const held = await server.database.db
      .select({ id: pendingPayment.id })
      .from(pendingPayment)
      .where(
        and(eq(pendingPayment.extendsAssignedRightId, permitId), eq(pendingPayment.kind, 'PERMIT')),
      );
    expect(held).toHaveLength(1);

    // Two browsers pay it at once with two cards: one charge, one payment, one right.
    const intentId = results[0]?.body.id as string;
    const paid = await Promise.all([
      processIntentRenewal(intentId, 'TWICE01', 'pm_card_visa'),
      processIntentRenewal(intentId, 'TWICE01', 'pm_card_mastercard'),
    ]);
    const settled = paid.filter((result) => result.response.status === 200);
    expect(settled.length).toBeGreaterThanOrEqual(1);
    for (const result of settled) expect(result.body).toEqual({ assignedRightId: permitId });
    expect(await sandboxIntentRow(server.database, intentId)).toMatchObject({ chargeCount: 1 });
    expect(await basePayments(server.database, permitId)).toHaveLength(3);
  });
});

describe('two paid renewals of one period settled at once', () => {
  it('adds one payment and refunds the other', async () => {
    const permitId = await activePermit('RACE001');
    const intents = [];
    for (let round = 0; round < 2; round += 1) {
      const intent = await renewalIntent(server, 'card-intent', permitId);
      intents.push(intent);
      // Paid with its plate (the process call's claim), then its 4 minutes pass unsettled.
      await server.database.db
        .update(pendingPayment)
        .set({ licensePlate: 'RACE001', expiresAt: new Date(Date.now() - 1000) })
        .where(eq(pendingPayment.externalId, intent.id));
    }
    const [first, second] = intents;
    if (!first || !second) throw new Error('two renewals expected');
    expect(second.id).not.toBe(first.id);
    // Both charged at the processor; the webhooks (or the reconciler) settle them at once.
    for (const intent of intents) await confirmInBrowser(server, intent, 'pm_card_visa');
    const finalise = (externalId: string) =>
      server.app.services.payment
        .finaliseByExternalId({ gateway: 'SANDBOX', externalId })
        .catch((error: Error) => error.message);
    await Promise.all([
      finalise(first.id),
      finalise(second.id),
      finalise(first.id),
      finalise(second.id),
    ]);
    await eventually(async () => {
      const statuses = [(await pendingRow(first.id)).status, (await pendingRow(second.id)).status];
      expect(statuses.sort()).toEqual(['REFUNDED', 'SUCCEEDED']);
    }, 10_000);
    expect(await basePayments(server.database, permitId)).toHaveLength(3);
    const refunded = (await pendingRow(first.id)).status === 'REFUNDED' ? first : second;
    expect(await sandboxIntentRow(server.database, refunded.id)).toMatchObject({
      amountRefundedMinor: 12000,
    });
  });
});

describe('a refund of a second payment cut off by a crash', () => {
  it('is finished by the next webhook or reconciler round, with the same key', async () => {
    const permitId = await activePermit('CRASH01');
    const late = await renewalIntent(server, 'card-intent', permitId);
    const paidFirst = await renewalIntent(server, 'card-intent', permitId);
    expect(paidFirst.id).toBe(late.id);
    // The first renewal ran out unpaid; a second one paid the period.
    await server.database.db
      .update(pendingPayment)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(pendingPayment.externalId, late.id));
    const second = await renewalIntent(server, 'card-intent', permitId);
    expect((await processIntentRenewal(second.id, 'CRASH01')).response.status).toBe(200);
    // The late one was found a duplicate (REFUNDING, with its plate) and the process stopped
    // before the processor's refund; then its browser's payment lands.
    await server.database.db
      .update(pendingPayment)
      .set({ status: 'REFUNDING', licensePlate: 'CRASH01' })
      .where(eq(pendingPayment.externalId, late.id));
    await confirmInBrowser(server, late, 'pm_card_visa');
    await server.app.services.payment.reconcile(late.pendingPaymentId);
    await eventually(
      async () => expect(await pendingRow(late.id)).toMatchObject({ status: 'REFUNDED' }),
      10_000,
    );
    expect(await sandboxIntentRow(server.database, late.id)).toMatchObject({
      chargeCount: 1,
      amountRefundedMinor: 12000,
    });
    expect(await basePayments(server.database, permitId)).toHaveLength(3);
  });
});
