import { BOOKING_MESSAGES, CancelBookingResultSchema, PAYMENT_MESSAGES } from '@parking/domain';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { booking, payment, paymentLine, placeSettings } from '#api/db/schema/index.js';
import { DEMO_IDS } from '#api/db/seed/demo-extra-ids.js';
import { cancelCall, HOUR, paidBooking } from '#test/booking-helpers.js';
import {
  expectError,
  generateCard,
  postJson,
  processIntent,
  rateBody,
  rateNamed,
} from '#test/payment-helpers.js';
import { sandboxIntentRow } from '#test/sandbox-helpers.js';
import { startTestServer, type TestServer } from '#test/start-test-server.js';
import { createBookingChangesRepository } from './repository.js';

/** A paid transient session: a right that is not a booking. */
async function paidRight(server: TestServer, placeId: string, provider: 'card-intent') {
  const rate = await rateNamed(server, placeId, '1 hour');
  const intent = await generateCard(server, provider, rateBody(placeId, rate));
  const result = await processIntent(server, intent, 'TRANS1');
  return (result.body as { assignedRightId: string }).assignedRightId;
}

/**
 * Issue 11: a booking cancelled before its deadline is CANCELLED at once (its space free) and
 * its money returned through the card processor exactly once, however often and however
 * concurrently cancel is pressed; past the deadline, 'Too late to cancel'.
 */

let server: TestServer;
let offsetMs = 0;
beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(Date.now() + offsetMs) });
});
afterAll(() => server?.close());

const inDays = (days: number) => new Date(Date.now() + days * 24 * HOUR);
let plateCount = 0;
const book = (provider: 'card-intent' | 'card-client-secret', startInHours = 72) => {
  plateCount += 1;
  const start = new Date(Date.now() + startInHours * HOUR);
  return paidBooking(server, {
    provider,
    start,
    end: new Date(start.getTime() + 6 * HOUR),
    plate: `CAN${plateCount}X`,
    email: `driver${plateCount}@example.com`,
  });
};

async function refundRows(assignedRightId: string) {
  return server.database.db
    .select({ id: payment.id, transactionId: payment.transactionId })
    .from(payment)
    .where(and(eq(payment.assignedRightId, assignedRightId), eq(payment.type, 'REFUND')));
}

async function bookingStatus(assignedRightId: string) {
  const [row] = await server.database.db
    .select({ status: booking.status, cancelledAt: booking.cancelledAt })
    .from(booking)
    .where(eq(booking.assignedRightId, assignedRightId));
  return row;
}

/** The capacity rule's count (decision 051): CONFIRMED bookings overlapping a window. */
async function confirmedOverlapping(placeId: string, start: Date, end: Date) {
  const [row] = await server.database.db
    .select({ count: sql<number>`count(*)::int` })
    .from(booking)
    .where(
      and(
        eq(booking.placeId, placeId),
        eq(booking.status, 'CONFIRMED'),
        lt(booking.startAt, end),
        gt(booking.endAt, start),
      ),
    );
  return Number(row?.count ?? 0);
}

describe.each(['card-intent', 'card-client-secret'] as const)('cancel (%s)', (provider) => {
  it('cancels, records the REFUND payment and returns the money at the processor', async () => {
    const paid = await book(provider);
    const result = await cancelCall(server, provider, paid.assignedRightId);
    expect(result.response.status, JSON.stringify(result.body)).toBe(200);
    const body = CancelBookingResultSchema.strict().parse(result.body);
    expect(body).toMatchObject({
      assignedRightId: paid.assignedRightId,
      status: 'CANCELLED',
      refund: { amountMinor: paid.totalMinor, amount: paid.totalMinor / 100, currencyCode: 'USD' },
    });
    expect(body.refund?.refundedAt).not.toBeNull();
    expect((await bookingStatus(paid.assignedRightId))?.status).toBe('CANCELLED');
    const intent = await sandboxIntentRow(server.database, paid.intentId);
    expect(intent.amountRefundedMinor).toBe(paid.totalMinor);
    const [refund] = await refundRows(paid.assignedRightId);
    expect(refund?.transactionId).toBe(intent.refundId);
    // REFUND lines repeat what was charged, as positive amounts.
    const lines = await server.database.db
      .select({ type: paymentLine.type, amountMinor: paymentLine.amountMinor })
      .from(paymentLine)
      .where(eq(paymentLine.paymentId, refund?.id ?? ''));
    expect(lines.every((line) => line.amountMinor >= 0)).toBe(true);
    expect(lines.reduce((sum, line) => sum + line.amountMinor, 0)).toBe(paid.totalMinor);
  });

  it('answers the same 200 to every later cancel, with one refund', async () => {
    const paid = await book(provider);
    const first = await cancelCall(server, provider, paid.assignedRightId);
    const second = await cancelCall(server, provider, paid.assignedRightId);
    expect(second.response.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(await refundRows(paid.assignedRightId)).toHaveLength(1);
    const intent = await sandboxIntentRow(server.database, paid.intentId);
    expect(intent.amountRefundedMinor).toBe(paid.totalMinor);
  });

  it('refunds once when cancel is pressed 20 times at once', async () => {
    const paid = await book(provider);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => cancelCall(server, provider, paid.assignedRightId)),
    );
    expect(results.map((result) => result.response.status)).toEqual(Array(20).fill(200));
    const rows = await refundRows(paid.assignedRightId);
    expect(rows).toHaveLength(1);
    const intent = await sandboxIntentRow(server.database, paid.intentId);
    expect(intent.amountRefundedMinor).toBe(paid.totalMinor);
    expect(rows[0]?.transactionId).toBe(intent.refundId);
    for (const result of results) {
      expect(CancelBookingResultSchema.parse(result.body).refund?.amountMinor).toBe(
        paid.totalMinor,
      );
    }
  });
});

describe('the deadline', () => {
  it("refuses 'Too late to cancel' within the place's notice and changes nothing", async () => {
    const paid = await book('card-intent', 2);
    expectError(
      await cancelCall(server, 'card-intent', paid.assignedRightId),
      400,
      BOOKING_MESSAGES.tooLateToCancel,
      'TOO_LATE_TO_CANCEL',
    );
    expect((await bookingStatus(paid.assignedRightId))?.status).toBe('CONFIRMED');
    expect(await refundRows(paid.assignedRightId)).toHaveLength(0);
    expect((await sandboxIntentRow(server.database, paid.intentId)).amountRefundedMinor).toBe(0);
  });

  it("follows the place's booking_cancel_before_minutes", async () => {
    const paid = await book('card-client-secret', 2);
    const { db } = server.database;
    await db
      .update(placeSettings)
      .set({ bookingCancelBeforeMinutes: 60 })
      .where(eq(placeSettings.placeId, paid.placeId));
    try {
      const result = await cancelCall(server, 'card-client-secret', paid.assignedRightId);
      expect(result.response.status, JSON.stringify(result.body)).toBe(200);
    } finally {
      await db
        .update(placeSettings)
        .set({ bookingCancelBeforeMinutes: 1440 })
        .where(eq(placeSettings.placeId, paid.placeId));
    }
  });
});

describe('the space', () => {
  it('is free again once the booking is cancelled', async () => {
    const paid = await book('card-intent', 96);
    const start = inDays(4);
    const end = new Date(start.getTime() + 6 * HOUR);
    const before = await confirmedOverlapping(paid.placeId, start, end);
    await cancelCall(server, 'card-intent', paid.assignedRightId);
    expect(await confirmedOverlapping(paid.placeId, start, end)).toBe(before - 1);
  });
});

describe('a cancel cut off before the processor answered', () => {
  /** What a crash right after the cancel's commit leaves: CANCELLED, REFUND without its id. */
  async function cancelledWithoutRefund(assignedRightId: string) {
    const repository = createBookingChangesRepository(server.database.db);
    await repository.withLockedBooking(assignedRightId, (_locked, tx) =>
      repository.markCancelled(tx, assignedRightId, new Date()),
    );
    const [row] = await refundRows(assignedRightId);
    expect(row?.transactionId).toBeNull();
  }

  it('is finished by the next cancel call', async () => {
    const paid = await book('card-intent');
    await cancelledWithoutRefund(paid.assignedRightId);
    const result = await cancelCall(server, 'card-intent', paid.assignedRightId);
    expect(result.response.status).toBe(200);
    expect(CancelBookingResultSchema.parse(result.body).refund?.refundedAt).not.toBeNull();
    const intent = await sandboxIntentRow(server.database, paid.intentId);
    expect(intent.amountRefundedMinor).toBe(paid.totalMinor);
  });

  it('is finished by the refund sweeper once the cancel had its minute', async () => {
    const paid = await book('card-client-secret');
    await cancelledWithoutRefund(paid.assignedRightId);
    const sweeper = server.app.services.bookingChanges.refundSweeper;
    offsetMs = 2 * 60_000;
    try {
      expect(await sweeper.runOnce()).toBeGreaterThanOrEqual(1);
    } finally {
      offsetMs = 0;
    }
    const [row] = await refundRows(paid.assignedRightId);
    const intent = await sandboxIntentRow(server.database, paid.intentId);
    expect(intent.amountRefundedMinor).toBe(paid.totalMinor);
    expect(row?.transactionId).toBe(intent.refundId);
  });
});

describe('refusals', () => {
  it('404 for an unknown booking and for a right that is not a booking', async () => {
    expectError(
      await cancelCall(server, 'card-intent', '00000000-0000-4000-8000-000000000000'),
      404,
      BOOKING_MESSAGES.bookingNotFound,
      'BOOKING_NOT_FOUND',
    );
    const transient = await paidRight(server, DEMO_IDS.places.transientOpen.id, 'card-intent');
    expectError(
      await cancelCall(server, 'card-intent', transient),
      404,
      BOOKING_MESSAGES.bookingNotFound,
      'BOOKING_NOT_FOUND',
    );
  });

  it('400 for a provider that is not one, or an id that is not a UUID', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    expectError(
      await cancelCall(server, 'paypal', id),
      400,
      PAYMENT_MESSAGES.providerNotSupported,
      'PROVIDER_NOT_SUPPORTED',
    );
    for (const bad of ['not-a-uuid', `${id}%00`, 'x'.repeat(90)]) {
      const result = await postJson(server, `/api/card-intent/booking/cancel/${bad}`, {});
      expect(result.response.status).toBe(400);
    }
  });
});
