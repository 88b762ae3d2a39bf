import { BOOKING_MESSAGES, ErrorResponseSchema, PendingQuoteSchema } from '@parking/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '#api/db/seed/demo-extra-ids.js';
import {
  computeQuote,
  placeTime,
  quoteBody,
  reservationPlace,
  setUpReservationPlace,
} from '#test/booking-helpers.js';
import { expectError, getJson, postJson } from '#test/payment-helpers.js';
import { startTestServer, type TestServer } from '#test/start-test-server.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let server: TestServer;
/** The app's clock, moved forward to expire quotes. */
let clockOffsetMs = 0;
beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(Date.now() + clockOffsetMs) });
  await setUpReservationPlace(server, { spaces: 5, provider: 'CARD_INTENT' });
});
afterAll(() => server?.close());

const compute = (body: unknown) => postJson(server, '/api/quote/compute/booking', body);
const unavailable = BOOKING_MESSAGES.unavailable;

describe('POST /api/quote/compute/booking', () => {
  it('prices two hours with two 1 h tiers and holds exactly the asked window', async () => {
    const start = placeTime(1, 10);
    const quote = await computeQuote(server, start, new Date(start.getTime() + 2 * HOUR));
    expect(quote).toMatchObject({
      placeId: reservationPlace,
      startTime: start.toISOString(),
      endTime: new Date(start.getTime() + 2 * HOUR).toISOString(),
      amount: 10,
      serviceFee: 0.5,
      total: 10.5,
      amountMinor: 1000,
      serviceFeeMinor: 50,
      totalMinor: 1050,
      currencyCode: 'USD',
      durationMinutes: 120,
      extended: false,
    });
    const expires = Date.parse(quote.expiresAt) - Date.now();
    expect(expires).toBeGreaterThan(29 * 60_000);
    expect(expires).toBeLessThanOrEqual(30 * 60_000);
  });

  it('extends five hours to the 6 h tier at no extra cost, and says so', async () => {
    const start = placeTime(1, 9);
    const quote = await computeQuote(server, start, new Date(start.getTime() + 5 * HOUR));
    expect(quote).toMatchObject({
      requestedEndTime: new Date(start.getTime() + 5 * HOUR).toISOString(),
      endTime: new Date(start.getTime() + 6 * HOUR).toISOString(),
      amountMinor: 1500,
      serviceFeeMinor: 100,
      durationMinutes: 360,
      extended: true,
    });
  });

  it('prices a stay across the night closing (the car stays parked) as a day', async () => {
    const start = placeTime(1, 18);
    const quote = await computeQuote(server, start, placeTime(2, 7));
    expect(quote).toMatchObject({ amountMinor: 2500, serviceFeeMinor: 150 });
  });

  it('refuses times the place is closed, in the past, reversed or over 30 days', async () => {
    const at = (h: number) => placeTime(1, h);
    // The hours' refusals say which time is closed, with a window that works (decision 084).
    expect((await compute(quoteBody(at(3), at(10)))).body).toMatchObject({
      statusCode: 400,
      code: 'CLOSED_AT_TIMES',
      field: 'startTime',
      message: unavailable,
    });
    expect((await compute(quoteBody(at(10), at(23)))).body).toMatchObject({
      code: 'CLOSED_AT_TIMES',
      field: 'endTime',
    });
    expectError(await compute(quoteBody(at(12), at(10))), 400, unavailable);
    expectError(await compute(quoteBody(at(10), at(10))), 400, unavailable);
    const past = new Date(Date.now() - 2 * HOUR);
    expectError(await compute(quoteBody(past, at(10))), 400, unavailable);
    expectError(
      await compute(quoteBody(at(10), new Date(at(10).getTime() + 31 * DAY))),
      400,
      unavailable,
    );
  });

  it('refuses a place without tiers, and answers 404 for an unknown place', async () => {
    const transient = DEMO_IDS.places.transientOpen.id;
    const start = new Date(Date.now() + HOUR);
    expectError(
      await compute(quoteBody(start, new Date(start.getTime() + HOUR), transient)),
      400,
      unavailable,
    );
    expectError(
      await compute(
        quoteBody(start, new Date(start.getTime() + HOUR), '00000000-0000-4000-8000-000000000000'),
      ),
      404,
      'Place not found',
      'PLACE_NOT_FOUND',
    );
  });

  it('validates every field: 400 with a message, never 500', async () => {
    const start = placeTime(1, 10).toISOString();
    const end = placeTime(1, 12).toISOString();
    const bad = [
      {},
      { placeId: 'not-a-uuid', startTime: start, endTime: end },
      { placeId: reservationPlace, startTime: 'tomorrow', endTime: end },
      { placeId: reservationPlace, startTime: start, endTime: `${end}\u0000` },
      { placeId: reservationPlace, startTime: start, endTime: 'x'.repeat(100_000) },
      { placeId: `${reservationPlace}\u0000`, startTime: start, endTime: end },
      { placeId: reservationPlace, startTime: 12, endTime: end },
    ];
    for (const body of bad) {
      const result = await compute(body);
      expect(result.response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      const refused = ErrorResponseSchema.strict().parse(result.body);
      expect(refused).toMatchObject({ statusCode: 400, code: 'VALIDATION' });
    }
  });
});

describe('GET /api/quote/place/{placeId}/pending-quote/{quoteId}', () => {
  it('reads a quote back, and still reads it once expired (expiresAt past)', async () => {
    const start = placeTime(1, 11);
    const quote = await computeQuote(server, start, new Date(start.getTime() + 3 * HOUR));
    const path = `/api/quote/place/${reservationPlace}/pending-quote/${quote.pendingQuoteId}`;
    const read = await getJson(server, path);
    expect(read.response.status).toBe(200);
    expect(PendingQuoteSchema.strict().parse(read.body)).toEqual(quote);
    clockOffsetMs = 31 * 60_000;
    try {
      const later = await getJson(server, path);
      expect(later.body).toEqual(quote);
      expect(Date.parse(quote.expiresAt)).toBeLessThan(Date.now() + clockOffsetMs);
    } finally {
      clockOffsetMs = 0;
    }
  });

  it('answers 404 for an unknown quote or another place, 400 for a malformed id', async () => {
    const start = placeTime(1, 11);
    const quote = await computeQuote(server, start, new Date(start.getTime() + HOUR));
    const other = DEMO_IDS.places.transientOpen.id;
    expectError(
      await getJson(server, `/api/quote/place/${other}/pending-quote/${quote.pendingQuoteId}`),
      404,
      BOOKING_MESSAGES.quoteNotFound,
      'QUOTE_NOT_FOUND',
    );
    expectError(
      await getJson(
        server,
        `/api/quote/place/${reservationPlace}/pending-quote/00000000-0000-4000-8000-000000000000`,
      ),
      404,
      BOOKING_MESSAGES.quoteNotFound,
      'QUOTE_NOT_FOUND',
    );
    const malformed = await getJson(
      server,
      `/api/quote/place/${reservationPlace}/pending-quote/x%00y`,
    );
    expect(malformed.response.status).toBe(400);
  });
});
