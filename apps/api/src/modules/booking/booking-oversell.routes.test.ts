import {
  BOOKING_MESSAGES,
  CardPaymentIntentSchema,
  PAYMENT_REFUSAL_MESSAGES,
} from '@parking/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { booking, pendingPayment, sandboxPaymentIntent } from '#api/db/schema/index.js';
import {
  computeQuote,
  generateBooking,
  generateByQuote,
  placeTime,
  reservationPlace,
  setReservationPlace,
  setUpReservationPlace,
} from '#test/booking-helpers.js';
import {
  confirmInBrowser,
  expectError,
  pendingPaymentOfIntent,
  postJson,
} from '#test/payment-helpers.js';
import { startTestServer, type TestServer } from '#test/start-test-server.js';

const HOUR = 3_600_000;
const DRIVERS = 50;
let server: TestServer;
let clockOffsetMs = 0;
beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(Date.now() + clockOffsetMs) });
  await setUpReservationPlace(server, { spaces: 1, provider: 'CARD_INTENT' });
});
afterAll(() => server?.close());

const confirmedBookings = async (start: Date) =>
  server.database.db
    .select({ id: booking.assignedRightId })
    .from(booking)
    .where(
      and(
        eq(booking.placeId, reservationPlace),
        eq(booking.startAt, start),
        eq(booking.status, 'CONFIRMED'),
      ),
    );

/** Charges the sandbox made for these intents (refunded ones included). */
async function chargesOf(intentIds: string[]) {
  if (intentIds.length === 0) return 0;
  const rows = await server.database.db
    .select({ charges: sandboxPaymentIntent.chargeCount })
    .from(sandboxPaymentIntent)
    .where(inArray(sandboxPaymentIntent.id, intentIds));
  return rows.reduce((total, row) => total + row.charges, 0);
}

/** One driver: generate (hold) then pay, by the place's card kind. */
async function driver(
  kind: 'card-intent' | 'card-client-secret',
  quoteId: string,
  n: number,
): Promise<{ status: number; intentId?: string; assignedRightId?: string; message?: string }> {
  const generated = await generateByQuote(server, kind, { pendingQuoteId: quoteId });
  if (generated.response.status !== 200) {
    return { status: generated.response.status, message: generated.body.message as string };
  }
  const intent = CardPaymentIntentSchema.parse(generated.body);
  const details = { licensePlate: `RACE${n}`, email: `driver${n}@example.com` };
  if (kind === 'card-intent') {
    const paid = await postJson(server, '/api/card-intent/process-payment-booking', {
      paymentIntentId: intent.id,
      paymentMethodId: 'pm_card_visa',
      ...details,
    });
    return { status: paid.response.status, intentId: intent.id, ...(paid.body as object) };
  }
  await postJson(server, `/api/card-client-secret/update-payment-intent/${intent.id}`, {
    placeId: reservationPlace,
    ...details,
  });
  await confirmInBrowser(server, intent, 'pm_card_visa');
  const paid = await postJson(server, '/api/card-client-secret/process-payment-booking', {
    externalId: intent.id,
    ...details,
  });
  return { status: paid.response.status, intentId: intent.id, ...(paid.body as object) };
}

describe.each([
  ['card-intent', 'CARD_INTENT', 2],
  ['card-client-secret', 'CARD_CLIENT_SECRET', 3],
] as const)('the last space, %s', (kind, provider, weekday) => {
  it(`${DRIVERS} drivers who generate and pay at once: one booking, one charge`, async () => {
    await setReservationPlace(server, { provider, spaces: 1 });
    const start = placeTime(weekday, 10);
    // Each driver has a quote of its own (one quote holds one space at most, decision 070),
    // all taken while the space was free.
    const quotes: string[] = [];
    for (let n = 0; n < DRIVERS; n += 1) {
      const quote = await computeQuote(server, start, new Date(start.getTime() + 2 * HOUR));
      quotes.push(quote.pendingQuoteId);
    }
    const results = await Promise.all(quotes.map((quoteId, n) => driver(kind, quoteId, n)));
    const booked = results.filter((result) => result.status === 200 || result.status === 202);
    expect(booked).toHaveLength(1);
    const refused = results.filter((result) => result.status === 400);
    expect(refused).toHaveLength(DRIVERS - 1);
    for (const result of refused) expect(result.message).toBe(BOOKING_MESSAGES.unavailable);
    // The winner's payment settles (a 202 is settled by the webhook), and it alone.
    const winner = booked[0]?.intentId as string;
    const settled = await (async () => {
      for (let i = 0; i < 100; i += 1) {
        const row = await pendingPaymentOfIntent(server.database, winner);
        if (row.status === 'SUCCEEDED') return row;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return undefined;
    })();
    expect(settled?.assignedRightId).toBeTruthy();
    expect(await confirmedBookings(start)).toEqual([{ id: settled?.assignedRightId }]);
    expect(await chargesOf([winner])).toBe(1);
    // Nobody else holds a payment for the window: the refused intents were never created in
    // our table, and the processor's were cancelled.
    const holds = await server.database.db
      .select({ id: pendingPayment.id })
      .from(pendingPayment)
      .where(inArray(pendingPayment.quoteId, quotes));
    expect(holds).toHaveLength(1);
    // The window is full now: a new quote for it says so.
    const again = await postJson(server, '/api/quote/compute/booking', {
      placeId: reservationPlace,
      startTime: start.toISOString(),
      endTime: new Date(start.getTime() + HOUR).toISOString(),
    });
    expectError(again, 400, BOOKING_MESSAGES.unavailable, 'TIMES_UNAVAILABLE');
  });
});

describe('the last three spaces', () => {
  it('80 drivers over windows that overlap in steps: never more than 3 at any instant', async () => {
    await setReservationPlace(server, { provider: 'CARD_INTENT', spaces: 3 });
    const first = placeTime(7, 10);
    // 10-12, 11-13 and 12-14: a space freed at 12 may be sold again, so the peak matters.
    const quotes: { quoteId: string; start: Date; end: Date }[] = [];
    for (let n = 0; n < 80; n += 1) {
      const start = new Date(first.getTime() + (n % 3) * HOUR);
      const end = new Date(start.getTime() + 2 * HOUR);
      quotes.push({ quoteId: (await computeQuote(server, start, end)).pendingQuoteId, start, end });
    }
    const results = await Promise.all(
      quotes.map(({ quoteId }, n) => driver('card-intent', quoteId, 1000 + n)),
    );
    const booked = results.filter((result) => result.status === 200);
    for (const result of results.filter((r) => r.status !== 200)) {
      expect(result).toMatchObject({ status: 400, message: BOOKING_MESSAGES.unavailable });
    }
    const rows = await server.database.db
      .select({ start: booking.startAt, end: booking.endAt })
      .from(booking)
      .where(and(eq(booking.placeId, reservationPlace), eq(booking.status, 'CONFIRMED')))
      .then((all) =>
        all.filter((row) => row.start >= first && row.start < new Date(first.getTime() + 3 * HOUR)),
      );
    expect(rows).toHaveLength(booked.length);
    // Every refused driver saw 3 in its window, and every hold was paid: at least 3 booked.
    expect(rows.length).toBeGreaterThanOrEqual(3);
    for (let at = first.getTime(); at < first.getTime() + 4 * HOUR; at += HOUR / 2) {
      const cars = rows.filter((row) => row.start.getTime() <= at && row.end.getTime() > at);
      expect(cars.length).toBeLessThanOrEqual(3);
    }
    const intents = booked.map((result) => result.intentId as string);
    expect(await chargesOf(intents)).toBe(booked.length);
  });
});

describe('holds', () => {
  it('a hold keeps the space for 4 minutes, then frees it', async () => {
    await setReservationPlace(server, { provider: 'CARD_INTENT', spaces: 1 });
    const start = placeTime(4, 12);
    const quote = await computeQuote(server, start, new Date(start.getTime() + HOUR));
    const other = await computeQuote(server, start, new Date(start.getTime() + HOUR));
    await generateBooking(server, 'card-intent', quote);
    expectError(
      await generateByQuote(server, 'card-intent', other),
      400,
      BOOKING_MESSAGES.unavailable,
      'TIMES_UNAVAILABLE',
    );
    clockOffsetMs = 5 * 60_000;
    try {
      const later = await computeQuote(server, start, new Date(start.getTime() + HOUR));
      await generateBooking(server, 'card-intent', later);
    } finally {
      clockOffsetMs = 0;
    }
  });

  it('bookings one after the other share a space; a window over both does not fit', async () => {
    await setReservationPlace(server, { provider: 'CARD_INTENT', spaces: 1 });
    const morning = placeTime(5, 8);
    const noon = new Date(morning.getTime() + 3 * HOUR);
    for (const [n, at] of [morning, noon].entries()) {
      const quote = await computeQuote(server, at, new Date(at.getTime() + 3 * HOUR));
      expect(quote.endTime).toBe(new Date(at.getTime() + 3 * HOUR).toISOString());
      const result = await driver('card-intent', quote.pendingQuoteId, 900 + n);
      expect(result.status).toBe(200);
    }
    const across = await postJson(server, '/api/quote/compute/booking', {
      placeId: reservationPlace,
      startTime: new Date(morning.getTime() + 2 * HOUR).toISOString(),
      endTime: new Date(morning.getTime() + 4 * HOUR).toISOString(),
    });
    expectError(across, 400, BOOKING_MESSAGES.unavailable, 'TIMES_UNAVAILABLE');
  });

  it('a payment completed after its hold expired and the space was sold is refunded', async () => {
    await setReservationPlace(server, { provider: 'CARD_CLIENT_SECRET', spaces: 1 });
    const start = placeTime(6, 14);
    const quote = await computeQuote(server, start, new Date(start.getTime() + HOUR));
    const late = await generateBooking(server, 'card-client-secret', quote);
    await postJson(server, `/api/card-client-secret/update-payment-intent/${late.id}`, {
      placeId: reservationPlace,
      licensePlate: 'LATE01',
      email: 'late@example.com',
    });
    clockOffsetMs = 5 * 60_000;
    try {
      // Another driver takes the space once the hold has expired.
      const quick = await computeQuote(server, start, new Date(start.getTime() + HOUR));
      expect((await driver('card-client-secret', quick.pendingQuoteId, 950)).status).not.toBe(400);
      // The first driver's browser confirms late; its webhook or its call finds the lot full.
      await confirmInBrowser(server, late, 'pm_card_visa');
      const paid = await postJson(server, '/api/card-client-secret/process-payment-booking', {
        externalId: late.id,
        licensePlate: 'LATE01',
        email: 'late@example.com',
      });
      // Its hold had expired and the window was sold: the driver hears that, not 'expired'.
      expectError(paid, 400, PAYMENT_REFUSAL_MESSAGES.windowSold, 'REFUNDED_WINDOW_SOLD');
      expect(paid.body.code).toBe('REFUNDED_WINDOW_SOLD');
      const row = await pendingPaymentOfIntent(server.database, late.id);
      expect(row.status).toBe('REFUNDED');
      expect(row.assignedRightId).toBeNull();
      expect(await confirmedBookings(start)).toHaveLength(1);
    } finally {
      clockOffsetMs = 0;
    }
  });
});
