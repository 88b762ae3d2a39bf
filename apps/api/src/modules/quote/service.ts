import { randomUUID } from 'node:crypto';
import {
  BOOKING_MESSAGES,
  type ComputeBookingQuoteBody,
  checkWindowBounds,
  getCancelTerms,
  type PendingQuote,
  QUOTE_VALIDITY_MS,
  toPricedAmounts,
} from '@parking/domain';
import { type ConfigChangeFeed, clearOnConfigChange } from '#api/config-changes/index.js';
import type { Database } from '#api/db/client.js';
import { AppError, placeNotFound } from '#api/errors.js';
import { createTtlCache } from '#api/lib/ttl-cache.js';
import { createPlaceReads } from '../customer/index.js';
import { createQuoteRepository, type PendingQuoteRow } from './repository.js';
import { priceQuotableWindow } from './window-check.js';
import { hoursRefusal } from './window-refusal.js';

export const quoteErrors = {
  unavailable: () => new AppError('TIMES_UNAVAILABLE', BOOKING_MESSAGES.unavailable),
  notFound: () => new AppError('QUOTE_NOT_FOUND', BOOKING_MESSAGES.quoteNotFound),
} as const;

/** The place's notice and the instant the terms are read at (decision 084). */
const termsAt = (place: { cancelBeforeMinutes: number }, at: Date) => ({
  cancelBeforeMinutes: place.cancelBeforeMinutes,
  now: at,
});

/** A stored quote as the browser reads it (contract PendingQuote), its cancel terms at `now`. */
function toPendingQuote(
  row: PendingQuoteRow,
  terms: { cancelBeforeMinutes: number; now: Date },
): PendingQuote {
  const { deadline, refundable } = getCancelTerms({ start: row.startAt, ...terms });
  return {
    pendingQuoteId: row.id,
    placeId: row.placeId,
    startTime: row.startAt.toISOString(),
    endTime: row.endAt.toISOString(),
    requestedStartTime: row.requestedStart.toISOString(),
    requestedEndTime: row.requestedEnd.toISOString(),
    ...toPricedAmounts(row),
    currencyCode: row.currencyCode,
    expiresAt: row.expiresAt.toISOString(),
    durationMinutes: Math.round((row.endAt.getTime() - row.startAt.getTime()) / 60_000),
    extended: row.endAt.getTime() > row.requestedEnd.getTime(),
    cancelDeadline: deadline.toISOString(),
    refundable,
  };
}

/**
 * Reservation quotes (decision 051): a window priced by the place's tiers (domain
 * pricing/booking-quote.ts) and checked against its hours (reservation/availability.ts) and,
 * as a courtesy, its spaces right now. A quote holds nothing: generate-payment-by-quote counts
 * again under the place's lock, which is what never oversells.
 */
export function createQuoteService({
  db,
  now = () => new Date(),
  placeCacheTtlMs = 0,
  configChanges,
}: {
  db: Database;
  /** Drops the places a configuration change touched. */
  configChanges: ConfigChangeFeed;
  now?: () => Date;
  /** How long a place's hours and tiers are reused: the place page's cache time. */
  placeCacheTtlMs?: number;
}) {
  const places = createPlaceReads(db);
  const quotes = createQuoteRepository(db);
  type ReservationPlace = NonNullable<Awaited<ReturnType<typeof places.findReservationPlace>>>;
  const placeCache = createTtlCache<ReservationPlace>({ ttlMs: placeCacheTtlMs, maxEntries: 500 });
  clearOnConfigChange(configChanges, placeCache, (placeId) => placeId);
  // The page showed these hours and prices; the spaces are counted afresh under the lock.
  const findPlace = (placeId: string) =>
    placeCache.get(placeId, () => places.findReservationPlace(placeId));

  return {
    async compute(body: ComputeBookingQuoteBody): Promise<PendingQuote> {
      const at = now();
      const start = new Date(body.startTime);
      const end = new Date(body.endTime);
      const place = await findPlace(body.placeId);
      if (!place) throw placeNotFound();
      if (checkWindowBounds({ start, end, now: at })) throw quoteErrors.unavailable();
      const check = priceQuotableWindow({ place, start, end });
      if (!check.ok) {
        const { refusal } = check;
        if (
          refusal === 'CLOSED_AT_ENTRY' ||
          refusal === 'CLOSED_AT_EXIT' ||
          refusal === 'CLOSURE_IN_WINDOW'
        ) {
          throw await hoursRefusal(refusal, { db, place, start, end, now: at });
        }
        throw quoteErrors.unavailable();
      }
      const { price, currencyCode } = check;
      // As a courtesy, a space free right now, counted by the insert itself (one round trip):
      // generate-payment-by-quote counts again under the place's lock.
      const row = await quotes.insertIfRoom({
        id: randomUUID(),
        placeId: place.placeId,
        requestedStart: start,
        requestedEnd: end,
        startAt: price.start,
        endAt: price.end,
        rateLineId: price.mainRateLineId,
        lines: price.lines,
        amountMinor: price.amountMinor,
        serviceFeeMinor: price.serviceFeeMinor,
        currencyCode,
        expiresAt: new Date(at.getTime() + QUOTE_VALIDITY_MS),
        createdAt: at,
      });
      if (!row) throw quoteErrors.unavailable();
      return toPendingQuote(row, termsAt(place, at));
    },

    /** GET .../pending-quote/{quoteId}: an expired quote still reads (expiresAt past). */
    async find(placeId: string, quoteId: string): Promise<PendingQuote> {
      const [row, place] = await Promise.all([quotes.find(placeId, quoteId), findPlace(placeId)]);
      if (!row || !place) throw quoteErrors.notFound();
      return toPendingQuote(row, termsAt(place, now()));
    },

    /** The reservation side of a place (hours, tiers, notice), cached as the place page. */
    findPlace,
  };
}

export type QuoteService = ReturnType<typeof createQuoteService>;
