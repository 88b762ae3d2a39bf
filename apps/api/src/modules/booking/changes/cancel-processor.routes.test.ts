import { CancelBookingResultSchema } from '@parking/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignedRight, booking } from '#api/db/schema/index.js';
import { DEMO_IDS } from '#api/db/seed/demo-extra-ids.js';
import { cancelCall, HOUR, paidBooking } from '#test/booking-helpers.js';
import { createFakeCardProcessor } from '#test/fake-card-processor.js';
import { generateFree, postJson, rateBody, rateNamed } from '#test/payment-helpers.js';
import { startTestServer, type TestServer } from '#test/start-test-server.js';

/**
 * Issue 11, cancel against a processor the test steers: an answer lost during the refund
 * leaves the booking cancelled with its refund pending, finished by the next cancel with the
 * same key (one refund); a free booking cancels without any processor call.
 */

const processor = createFakeCardProcessor();
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ cardProcessors: { get: () => processor } });
});
afterAll(() => server?.close());

const start = () => new Date(Date.now() + 72 * HOUR);

describe('a refund whose answer is lost', () => {
  it('answers cancelled with the refund pending, then the next cancel finishes it once', async () => {
    const from = start();
    const paid = await paidBooking(server, {
      provider: 'card-intent',
      start: from,
      end: new Date(from.getTime() + HOUR),
      plate: 'LOST1',
      email: 'lost@example.com',
    });
    processor.loseNextAnswer('refund', 1);
    const first = await cancelCall(server, 'card-intent', paid.assignedRightId);
    expect(first.response.status, JSON.stringify(first.body)).toBe(200);
    const cancelled = CancelBookingResultSchema.parse(first.body);
    expect(cancelled.status).toBe('CANCELLED');
    expect(cancelled.refund).toMatchObject({ amountMinor: paid.totalMinor, refundedAt: null });

    const second = CancelBookingResultSchema.parse(
      (await cancelCall(server, 'card-intent', paid.assignedRightId)).body,
    );
    expect(second.refund?.refundedAt).not.toBeNull();
    const intent = await processor.retrieveIntent({ intentId: paid.intentId });
    expect(intent.status).toBe('succeeded');
    // Both calls asked with the booking's key; the processor refunded once.
    expect(processor.calls.refund).toBe(2);
    const refund = await processor.refundIntent({
      intentId: paid.intentId,
      idempotencyKey: `refund:${paid.assignedRightId}`,
      reason: 'requested_by_customer',
    });
    expect(refund.amountMinor).toBe(paid.totalMinor);
  });
});

describe('a free booking', () => {
  it('cancels with a zero refund and no processor call', async () => {
    const plaza = DEMO_IDS.places.transientManyRates.id;
    const free = await rateNamed(server, plaza, '15 min free');
    const pending = await generateFree(server, rateBody(plaza, free));
    const processed = await postJson(server, '/api/payment/process-payment', {
      pendingPaymentId: pending.pendingPaymentId,
      licensePlate: 'FREE1',
    });
    expect(processed.response.status).toBe(200);
    const assignedRightId = (processed.body as { assignedRightId: string }).assignedRightId;
    const from = start();
    await server.database.db
      .update(assignedRight)
      .set({ kind: 'BOOKING' })
      .where(eq(assignedRight.id, assignedRightId));
    await server.database.db.insert(booking).values({
      assignedRightId,
      placeId: plaza,
      startAt: from,
      endAt: new Date(from.getTime() + HOUR),
      email: 'free@example.com',
    });
    const refundsBefore = processor.calls.refund;
    const result = await cancelCall(server, 'payment', assignedRightId);
    expect(result.response.status, JSON.stringify(result.body)).toBe(200);
    const body = CancelBookingResultSchema.parse(result.body);
    expect(body.refund?.amountMinor).toBe(0);
    expect(body.refund?.refundedAt).not.toBeNull();
    expect(processor.calls.refund).toBe(refundsBefore);
  });
});
