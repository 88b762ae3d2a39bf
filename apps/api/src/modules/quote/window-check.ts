import {
  BOOKING_LIMITS,
  type BookingPlaceHours,
  type BookingTier,
  checkOpeningForWindow,
  priceBookingWindow,
  type WindowRefusal,
} from '@parking/domain';
import type { Database } from '#api/db/client.js';
import { peakOccupancy } from '#api/db/queries/booking-capacity.js';

/** The reservation side of a place as the quote reads it (customer place-reads). */
export interface QuotedPlace extends BookingPlaceHours {
  placeId: string;
  spacesTotal: number;
  cancelBeforeMinutes: number;
  tiers: {
    rateLineId: string;
    currencyCode: string;
    durationMinutes: number | null;
    valueMinor: number;
    serviceFeeMinor: number;
  }[];
}

/** The place's tiers in its first tier's currency, as priceBookingWindow takes them. */
function tiersOf(place: QuotedPlace): {
  currencyCode: string | undefined;
  tiers: BookingTier[];
} {
  const currencyCode = place.tiers[0]?.currencyCode;
  const tiers = place.tiers
    .filter((tier) => tier.durationMinutes !== null && tier.currencyCode === currencyCode)
    .map((tier) => ({
      rateLineId: tier.rateLineId,
      durationMinutes: tier.durationMinutes as number,
      valueMinor: tier.valueMinor,
      serviceFeeMinor: tier.serviceFeeMinor,
    }));
  return { currencyCode, tiers };
}

export type WindowCheck =
  | { ok: true; price: NonNullable<ReturnType<typeof priceBookingWindow>>; currencyCode: string }
  | { ok: false; refusal: WindowRefusal | 'NOT_PRICED' | 'FULL' };

/**
 * Whether the place would sell [start, end] by its prices and hours: priced by its tiers (the
 * held window at most 60 days), open at entry and exit with no closure in the held window
 * (domain availability). The spaces are not read: the quote's insert counts them
 * (repository insertIfRoom), a suggestion's check below.
 */
export function priceQuotableWindow({
  place,
  start,
  end,
}: {
  place: QuotedPlace;
  start: Date;
  end: Date;
}): WindowCheck {
  const { currencyCode, tiers } = tiersOf(place);
  const price = priceBookingWindow({ tiers, start, end, timeZone: place.timeZone });
  if (!price || !currencyCode) return { ok: false, refusal: 'NOT_PRICED' };
  if (price.end.getTime() - price.start.getTime() > BOOKING_LIMITS.maxHeldWindowMs) {
    return { ok: false, refusal: 'NOT_PRICED' };
  }
  const refusal = checkOpeningForWindow({
    hours: place,
    entry: start,
    exit: end,
    heldEnd: price.end,
  });
  if (refusal) return { ok: false, refusal };
  return { ok: true, price, currencyCode };
}

/**
 * Whether the place can sell [start, end] now: priced by its tiers (the held window at most 60
 * days), open at entry and exit with no closure in the held window (domain availability), and,
 * as a courtesy, a space free right now (generate-payment-by-quote counts again under the lock).
 */
export async function checkQuotableWindow({
  db,
  place,
  start,
  end,
  now,
}: {
  db: Database;
  place: QuotedPlace;
  start: Date;
  end: Date;
  now: Date;
}): Promise<WindowCheck> {
  const priced = priceQuotableWindow({ place, start, end });
  if (!priced.ok) return priced;
  const { price } = priced;
  const occupied = await peakOccupancy(db, {
    placeId: place.placeId,
    start: price.start,
    end: price.end,
    now,
  });
  if (occupied >= place.spacesTotal) return { ok: false, refusal: 'FULL' };
  return priced;
}
