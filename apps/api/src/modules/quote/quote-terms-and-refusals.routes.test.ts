import {
  BOOKING_MESSAGES,
  BookingTicketSchema,
  PendingQuoteSchema,
  WindowRefusalResponseSchema,
} from '@parking/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closingDay, placeSettings } from '#api/db/schema/index.js';
import {
  computeQuote,
  HOUR,
  paidBooking,
  placeTime,
  quoteBody,
  reservationPlace,
  setUpReservationPlace,
} from '#test/booking-helpers.js';
import { getJson, postJson } from '#test/payment-helpers.js';
import { startTestServer, type TestServer } from '#test/start-test-server.js';

/**
 * Issue 24 points 1 and 7 (decision 084): a quote states its cancellation terms, computed by the
 * server; a window refused for the place's hours (Mon-Fri 06:00-22:00 in Los Angeles) or a
 * closure says which, with the nearest window of the same length that works.
 */
let server: TestServer;
beforeAll(async () => {
  // No place cache: the tests change the place's notice and closing days between calls.
  server = await startTestServer({ env: { PLACE_CACHE_TTL_MS: '0' } });
  await setUpReservationPlace(server, { spaces: 5, provider: 'CARD_INTENT' });
});
afterAll(() => server?.close());

const compute = (body: unknown) => postJson(server, '/api/quote/compute/booking', body);
const setNotice = (minutes: number) =>
  server.database.db
    .update(placeSettings)
    .set({ bookingCancelBeforeMinutes: minutes })
    .where(eq(placeSettings.placeId, reservationPlace));

async function refusal(start: Date, end: Date) {
  const result = await compute(quoteBody(start, end));
  expect(result.response.status).toBe(400);
  const body = WindowRefusalResponseSchema.strict().parse(result.body);
  expect(body.message).toBe(BOOKING_MESSAGES.unavailable);
  return body;
}

describe('the terms of a quote', () => {
  it('states the deadline (start minus 24 h) and refundable, on compute and on read', async () => {
    const start = placeTime(6, 10);
    const quote = await computeQuote(server, start, new Date(start.getTime() + 3 * HOUR));
    expect(quote).toMatchObject({
      cancelDeadline: new Date(start.getTime() - 24 * HOUR).toISOString(),
      refundable: true,
    });
    const path = `/api/quote/place/${reservationPlace}/pending-quote/${quote.pendingQuoteId}`;
    const read = await getJson(server, path);
    expect(PendingQuoteSchema.strict().parse(read.body)).toMatchObject({
      cancelDeadline: quote.cancelDeadline,
      refundable: true,
    });
  });

  it("is non-refundable when the place's notice has already passed", async () => {
    await setNotice(40 * 24 * 60);
    try {
      const start = placeTime(1, 10);
      const quote = await computeQuote(server, start, new Date(start.getTime() + HOUR));
      expect(quote.refundable).toBe(false);
      expect(quote.cancelDeadline).toBe(new Date(start.getTime() - 40 * 24 * HOUR).toISOString());
    } finally {
      await setNotice(1440);
    }
  });

  it('a ticket bought past its deadline says it was non-refundable from the purchase', async () => {
    const ticketOf = async (start: Date) => {
      const paid = await paidBooking(server, {
        provider: 'card-intent',
        start,
        end: new Date(start.getTime() + HOUR),
        plate: 'TERMS24',
        email: 'driver@example.com',
      });
      const path = `/api/booking/place/${paid.placeId}/info/${paid.assignedRightId}`;
      return BookingTicketSchema.parse((await getJson(server, path)).body).booking;
    };
    expect(await ticketOf(new Date(Date.now() + 2 * HOUR))).toMatchObject({
      canCancel: false,
      refundableWhenBought: false,
    });
    expect(await ticketOf(new Date(Date.now() + 5 * 24 * HOUR))).toMatchObject({
      canCancel: true,
      refundableWhenBought: true,
    });
  });
});

describe('a window the hours refuse', () => {
  it('23:00-05:00 is closed at entry; the nearest is 06:00-12:00 the next morning', async () => {
    const start = placeTime(2, 23);
    const body = await refusal(start, new Date(start.getTime() + 6 * HOUR));
    expect(body).toMatchObject({ code: 'CLOSED_AT_TIMES', field: 'startTime' });
    expect(body.suggestedWindow).toEqual({
      startTime: new Date(start.getTime() + 7 * HOUR).toISOString(),
      endTime: new Date(start.getTime() + 13 * HOUR).toISOString(),
    });
    // The suggestion is a window the server then quotes.
    const window = body.suggestedWindow as { startTime: string; endTime: string };
    const quote = await computeQuote(server, new Date(window.startTime), new Date(window.endTime));
    expect(quote.durationMinutes).toBe(360);
  });

  it('10:00-23:00 is closed at exit; the nearest is an hour earlier', async () => {
    const start = placeTime(3, 10);
    const body = await refusal(start, placeTime(3, 23));
    expect(body).toMatchObject({ code: 'CLOSED_AT_TIMES', field: 'endTime' });
    expect(body.suggestedWindow).toEqual({
      startTime: placeTime(3, 9).toISOString(),
      endTime: placeTime(3, 22).toISOString(),
    });
  });

  it('a closing day in the window is a closure; the nearest window steps over it', async () => {
    const start = placeTime(4, 10);
    const date = start.toLocaleDateString('en-CA', { timeZone: 'America/Los_Angeles' });
    const [day] = await server.database.db
      .insert(closingDay)
      .values({ placeId: reservationPlace, date, reason: 'Test' })
      .returning({ id: closingDay.id });
    try {
      // From the evening before into the closing day.
      const body = await refusal(placeTime(4, 10), new Date(start.getTime() + 2 * HOUR));
      expect(body.code).toBe('CLOSED_AT_TIMES');
      const overnight = await refusal(
        new Date(start.getTime() - 12 * HOUR),
        new Date(start.getTime() + 24 * HOUR),
      );
      expect(overnight.code).toBe('CLOSURE_IN_WINDOW');
      expect(overnight.suggestedWindow).toBeDefined();
      const suggested = overnight.suggestedWindow as { startTime: string; endTime: string };
      const quote = await computeQuote(
        server,
        new Date(suggested.startTime),
        new Date(suggested.endTime),
      );
      expect(quote.durationMinutes).toBeGreaterThanOrEqual(36 * 60);
    } finally {
      await server.database.db.delete(closingDay).where(eq(closingDay.id, day?.id as string));
    }
  });

  it('a window out of bounds keeps the one sentence and no suggestion', async () => {
    const start = placeTime(5, 12);
    const result = await compute(quoteBody(start, placeTime(5, 10)));
    expect(result.body).toMatchObject({ code: 'TIMES_UNAVAILABLE' });
    expect(result.body).not.toHaveProperty('suggestedWindow');
  });
});
