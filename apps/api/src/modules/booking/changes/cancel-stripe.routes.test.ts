import { CancelBookingResultSchema } from '@parking/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payment, place } from '#api/db/schema/index.js';
import { DEMO_IDS } from '#api/db/seed/demo-extra-ids.js';
import { cancelCall, HOUR, paidBooking } from '#test/booking-helpers.js';
import { type FakeStripeApi, startFakeStripeApi } from '#test/fake-stripe-api.js';
import { startTestServer, type TestServer } from '#test/start-test-server.js';
import { createTestDatabase } from '#test/test-database.js';
import { createBookingChangesRepository } from './repository.js';

/**
 * Issue 11: a cancelled booking paid through Stripe gets its money back through Stripe, once,
 * however often cancel is pressed; a refund cut off after the cancel committed is sent by the
 * sweeper, once.
 */

let api: FakeStripeApi;
let server: TestServer;
let offsetMs = 0;
beforeAll(async () => {
  api = await startFakeStripeApi();
  const database = await createTestDatabase();
  await database.db
    .update(place)
    .set({ paymentGateway: 'STRIPE' })
    .where(eq(place.id, DEMO_IDS.places.transientOpen.id));
  server = await startTestServer({
    database,
    now: () => new Date(Date.now() + offsetMs),
    env: {
      STRIPE_SECRET_KEY: 'sk_test_booking',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_booking',
      STRIPE_WEBHOOK_SECRET: 'whsec_test_booking',
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(api.port),
      STRIPE_API_PROTOCOL: 'http',
    },
  });
});
afterAll(async () => {
  await server?.close();
  await api?.close();
});

let count = 0;
async function book() {
  count += 1;
  const start = new Date(Date.now() + 72 * HOUR);
  const paid = await paidBooking(server, {
    provider: 'card-intent',
    start,
    end: new Date(start.getTime() + 2 * HOUR),
    plate: `STR${count}`,
    email: `stripe${count}@example.com`,
  });
  expect(paid.intentId).toMatch(/^pi_/);
  expect(api.intents.has(paid.intentId)).toBe(true);
  return paid;
}

const refundsAtStripe = (intentId: string) =>
  [...api.refunds.values()].filter((refund) => refund.payment_intent === intentId);

async function refundRow(assignedRightId: string) {
  const [row] = await server.database.db
    .select({ transactionId: payment.transactionId })
    .from(payment)
    .where(and(eq(payment.assignedRightId, assignedRightId), eq(payment.type, 'REFUND')));
  return row;
}

describe('cancel through Stripe', () => {
  it('refunds once at Stripe however many cancels arrive at once', async () => {
    const paid = await book();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => cancelCall(server, 'card-intent', paid.assignedRightId)),
    );
    expect(results.map((result) => result.response.status)).toEqual(Array(10).fill(200));
    const refunds = refundsAtStripe(paid.intentId);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]?.amount).toBe(paid.totalMinor);
    expect((await refundRow(paid.assignedRightId))?.transactionId).toBe(refunds[0]?.id);
    const posted = api.requests.filter(
      (request) =>
        request.path === '/v1/refunds' && request.idempotencyKey?.includes(paid.assignedRightId),
    );
    expect(posted.length).toBeGreaterThanOrEqual(1);
    expect(new Set(posted.map((request) => request.idempotencyKey)).size).toBe(1);
  });

  it("refunds once when Stripe's answer is lost and the SDK retries with the same key", async () => {
    const paid = await book();
    api.failNext(1, (request) => request.path === '/v1/refunds');
    const result = await cancelCall(server, 'card-intent', paid.assignedRightId);
    expect(result.response.status, JSON.stringify(result.body)).toBe(200);
    expect(CancelBookingResultSchema.parse(result.body).refund?.refundedAt).not.toBeNull();
    expect(refundsAtStripe(paid.intentId)).toHaveLength(1);
  });

  it('finishes a refund cut off after the cancel committed through the sweeper, once', async () => {
    const paid = await book();
    const repository = createBookingChangesRepository(server.database.db);
    await repository.withLockedBooking(paid.assignedRightId, (_locked, tx) =>
      repository.markCancelled(tx, paid.assignedRightId, new Date()),
    );
    expect(refundsAtStripe(paid.intentId)).toHaveLength(0);
    offsetMs = 2 * 60_000;
    try {
      await server.app.services.bookingChanges.refundSweeper.runOnce();
      await server.app.services.bookingChanges.refundSweeper.runOnce();
    } finally {
      offsetMs = 0;
    }
    const refunds = refundsAtStripe(paid.intentId);
    expect(refunds).toHaveLength(1);
    expect((await refundRow(paid.assignedRightId))?.transactionId).toBe(refunds[0]?.id);
    const again = CancelBookingResultSchema.parse(
      (await cancelCall(server, 'card-intent', paid.assignedRightId)).body,
    );
    expect(again.refund?.refundedAt).not.toBeNull();
    expect(refundsAtStripe(paid.intentId)).toHaveLength(1);
  });
});
