import {
  type CardPaymentIntent,
  CardPaymentIntentSchema,
  fromZonedWallClock,
  type PendingQuote,
  PendingQuoteSchema,
  toZonedParts,
} from '@parking/domain';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { DatabaseHandle } from '../src/db/client.js';
import { place, rate, rateLine } from '../src/db/schema/index.js';
import { DEMO_IDS } from '../src/db/seed/demo-extra-ids.js';
import { type HttpServer, postJson } from './payment-helpers.js';

/** LAX Park & Fly: America/Los_Angeles, Mon-Fri 06:00-22:00, weekends 08:00-20:00. */
export const reservationPlace = DEMO_IDS.places.reservation.id;
export const RESERVATION_TIME_ZONE = 'America/Los_Angeles';

/** The tiers these tests price with: 1 h, 3 h, 6 h and a day (minor units, fee). */
export const TEST_TIERS = [
  { name: 'Test 1 hour', minutes: 60, value: 500, fee: 50 },
  { name: 'Test 3 hours', minutes: 180, value: 1000, fee: 75 },
  { name: 'Test 6 hours', minutes: 360, value: 1500, fee: 100 },
  { name: 'Test daily', minutes: 1440, value: 2500, fee: 150 },
] as const;

/**
 * The reservation place with only the tests' tiers active (whatever the seed gives it), this
 * many spaces and this card kind.
 */
export async function setUpReservationPlace(
  database: DatabaseHandle,
  options: { spaces: number; provider: 'CARD_INTENT' | 'CARD_CLIENT_SECRET' },
) {
  const { db } = database;
  await db.update(rate).set({ active: false }).where(eq(rate.placeId, reservationPlace));
  for (const [position, tier] of TEST_TIERS.entries()) {
    const [row] = await db
      .insert(rate)
      .values({
        placeId: reservationPlace,
        name: tier.name,
        type: 'FLAT_RATE_TIER',
        currencyCode: 'USD',
        position: 100 + position,
      })
      .returning({ id: rate.id });
    await db.insert(rateLine).values({
      rateId: row?.id as string,
      valueMinor: tier.value,
      serviceFeeMinor: tier.fee,
      durationMinutes: tier.minutes,
    });
  }
  await setReservationPlace(database, options);
}

export async function setReservationPlace(
  database: DatabaseHandle,
  options: { spaces?: number; provider?: 'CARD_INTENT' | 'CARD_CLIENT_SECRET' },
) {
  await database.db
    .update(place)
    .set({
      ...(options.spaces !== undefined ? { spacesTotal: options.spaces } : {}),
      ...(options.provider ? { paymentProvider: options.provider } : {}),
    })
    .where(eq(place.id, reservationPlace));
}

/**
 * An instant on the place's clock `weekdaysAhead` weekdays from today (Tuesday to Thursday only,
 * never a holiday the seed closes), at `hour`:`minute`. Each test takes its own day so that
 * its bookings never share a window with another test's.
 */
export function placeTime(weekdaysAhead: number, hour: number, minute = 0): Date {
  const today = toZonedParts({ date: new Date(), timeZone: RESERVATION_TIME_ZONE });
  let found = 0;
  for (let offset = 1; ; offset += 1) {
    const day = new Date(Date.UTC(today.year, today.month - 1, today.day + offset));
    const weekday = day.getUTCDay();
    const monthDay = `${day.getUTCMonth() + 1}-${day.getUTCDate()}`;
    if (weekday < 2 || weekday > 4 || monthDay === '12-25' || monthDay === '1-1') continue;
    found += 1;
    if (found < weekdaysAhead) continue;
    return fromZonedWallClock({
      wallClock: {
        year: day.getUTCFullYear(),
        month: day.getUTCMonth() + 1,
        day: day.getUTCDate(),
        hour,
        minute,
      },
      timeZone: RESERVATION_TIME_ZONE,
    });
  }
}

export const quoteBody = (start: Date, end: Date, placeId = reservationPlace) => ({
  placeId,
  startTime: start.toISOString(),
  endTime: end.toISOString(),
});

export async function computeQuote(
  server: HttpServer,
  start: Date,
  end: Date,
): Promise<PendingQuote> {
  const result = await postJson(server, '/api/quote/compute/booking', quoteBody(start, end));
  expect(result.response.status, JSON.stringify(result.body)).toBe(200);
  return PendingQuoteSchema.strict().parse(result.body);
}

export const generateByQuote = (
  server: HttpServer,
  provider: 'card-intent' | 'card-client-secret',
  quote: Pick<PendingQuote, 'pendingQuoteId'>,
) =>
  postJson(server, `/api/${provider}/generate-payment-by-quote`, {
    quoteId: quote.pendingQuoteId,
    placeId: reservationPlace,
  });

export async function generateBooking(
  server: HttpServer,
  provider: 'card-intent' | 'card-client-secret',
  quote: Pick<PendingQuote, 'pendingQuoteId'>,
): Promise<CardPaymentIntent> {
  const result = await generateByQuote(server, provider, quote);
  expect(result.response.status, JSON.stringify(result.body)).toBe(200);
  return CardPaymentIntentSchema.strict().parse(result.body);
}

/** Polls until `check` returns a value, or fails after `timeoutMs`. */
export async function eventually<T>(
  check: () => Promise<T | undefined>,
  timeoutMs = 10_000,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
