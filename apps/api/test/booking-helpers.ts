import {
  type CardPaymentIntent,
  CardPaymentIntentSchema,
  fromZonedWallClock,
  type PendingQuote,
  PendingQuoteSchema,
  toZonedParts,
} from '@parking/domain';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  assignedRight,
  booking,
  payment,
  pendingPayment,
  place,
  rate,
  rateLine,
} from '../src/db/schema/index.js';
import { DEMO_IDS } from '../src/db/seed/demo-extra-ids.js';
import { changePlace } from './config-change-helpers.js';
import {
  confirmInBrowser,
  generateCard,
  type HttpServer,
  postJson,
  rateBody,
  rateNamed,
} from './payment-helpers.js';
import type { TestServer } from './start-test-server.js';

/** LAX Park & Fly: America/Los_Angeles, Mon-Fri 06:00-22:00, weekends 08:00-20:00. */
export const reservationPlace = DEMO_IDS.places.reservation.id;
const RESERVATION_TIME_ZONE = 'America/Los_Angeles';

/** The tiers these tests price with: 1 h, 3 h, 6 h and a day (minor units, fee). */
const TEST_TIERS = [
  { name: 'Test 1 hour', minutes: 60, value: 500, fee: 50 },
  { name: 'Test 3 hours', minutes: 180, value: 1000, fee: 75 },
  { name: 'Test 6 hours', minutes: 360, value: 1500, fee: 100 },
  { name: 'Test daily', minutes: 1440, value: 2500, fee: 150 },
] as const;

/**
 * The reservation place with only the tests' tiers active (whatever the seed gives it), this
 * many spaces and this card kind: an operator's change, announced to the server's caches.
 */
export async function setUpReservationPlace(
  server: TestServer,
  options: { spaces: number; provider: 'CARD_INTENT' | 'CARD_CLIENT_SECRET' },
) {
  await changePlace(server, reservationPlace, async (tx) => {
    await tx.update(rate).set({ active: false }).where(eq(rate.placeId, reservationPlace));
    // The seed's paid booking may share a test's window: these tests count only their own.
    await tx
      .update(booking)
      .set({ status: 'CANCELLED' })
      .where(eq(booking.placeId, reservationPlace));
    for (const [position, tier] of TEST_TIERS.entries()) {
      const [row] = await tx
        .insert(rate)
        .values({
          placeId: reservationPlace,
          name: tier.name,
          type: 'FLAT_RATE_TIER',
          currencyCode: 'USD',
          position: 100 + position,
        })
        .returning({ id: rate.id });
      await tx.insert(rateLine).values({
        rateId: row?.id as string,
        valueMinor: tier.value,
        serviceFeeMinor: tier.fee,
        durationMinutes: tier.minutes,
      });
    }
  });
  await setReservationPlace(server, options);
}

/** The reservation place's spaces or card kind changed, as an operator changes them. */
export async function setReservationPlace(
  server: TestServer,
  options: { spaces?: number; provider?: 'CARD_INTENT' | 'CARD_CLIENT_SECRET' },
) {
  await changePlace(server, reservationPlace, (tx) =>
    tx
      .update(place)
      .set({
        ...(options.spaces !== undefined ? { spacesTotal: options.spaces } : {}),
        ...(options.provider ? { paymentProvider: options.provider } : {}),
      })
      .where(eq(place.id, reservationPlace)),
  );
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

export type CardPath = 'card-intent' | 'card-client-secret';

/** A demo place of each card kind, and a paid rate of it. */
const PLACE_OF: Record<CardPath, { placeId: string; rate: string }> = {
  'card-intent': { placeId: DEMO_IDS.places.transientOpen.id, rate: '1 hour' },
  'card-client-secret': { placeId: DEMO_IDS.places.transientManyRates.id, rate: '1 hour' },
};

export const HOUR = 60 * 60 * 1000;

/**
 * A paid booking, made the way the reservation flow ends until booking-api's calls land here:
 * a card payment through the sandbox of the given kind (a real intent, really charged), whose
 * right then becomes a BOOKING for [start, end) with its booking row. Cancel refunds that
 * intent at the processor.
 */
export async function paidBooking(
  server: TestServer,
  input: { provider: CardPath; start: Date; end: Date; plate: string; email: string },
) {
  const { placeId, rate: rateName } = PLACE_OF[input.provider];
  const rate = await rateNamed(server, placeId, rateName);
  const intent = await generateCard(server, input.provider, rateBody(placeId, rate));
  const result =
    input.provider === 'card-intent'
      ? await postJson(server, '/api/card-intent/process-payment', {
          paymentIntentId: intent.id,
          paymentMethodId: 'pm_card_visa',
          licensePlate: input.plate,
        })
      : await (async () => {
          const confirmed = await confirmInBrowser(server, intent, 'pm_card_visa');
          expect(confirmed.response.status, JSON.stringify(confirmed.body)).toBe(200);
          return postJson(server, '/api/card-client-secret/process-payment', {
            externalId: intent.id,
            licensePlate: input.plate,
          });
        })();
  expect(result.response.status, JSON.stringify(result.body)).toBe(200);
  const assignedRightId = (result.body as { assignedRightId: string }).assignedRightId;
  const { db } = server.database;
  await db.transaction(async (tx) => {
    await tx
      .update(assignedRight)
      .set({ kind: 'BOOKING' })
      .where(eq(assignedRight.id, assignedRightId));
    await tx
      .update(pendingPayment)
      .set({ kind: 'BOOKING', email: input.email })
      .where(eq(pendingPayment.assignedRightId, assignedRightId));
    await tx
      .update(payment)
      .set({ startPeriodCovered: input.start, endPeriodCovered: input.end })
      .where(and(eq(payment.assignedRightId, assignedRightId), eq(payment.type, 'BASE')));
    await tx.insert(booking).values({
      assignedRightId,
      placeId,
      startAt: input.start,
      endAt: input.end,
      email: input.email,
    });
  });
  return { assignedRightId, placeId, intentId: intent.id, totalMinor: intent.totalMinor };
}

export const cancelCall = (server: TestServer, provider: string, assignedRightId: string) =>
  postJson(server, `/api/${provider}/booking/cancel/${assignedRightId}`, {});

export async function patchPlate(
  server: TestServer,
  provider: string,
  placeId: string,
  assignedRightId: string,
  body: unknown,
) {
  const response = await server.request(
    `/api/${provider}/place/${placeId}/booking/${assignedRightId}`,
    {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    },
  );
  return { response, body: (await response.json()) as Record<string, unknown> };
}
