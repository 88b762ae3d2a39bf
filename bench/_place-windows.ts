// The reservation windows a bench books: read from the place as a browser reads it (GET
// /api/customer/place/{id}: time zone, spaces, periods, closing days, rates), never from the
// wall clock of the machine. Each candidate is priced by the place's tiers as the quote prices
// it (the held window can run past the exit: a 7-hour stay held by the daily tier), and kept
// only when the hours allow its entry and exit and no closure touches what it holds.
import {
  type BookingPlaceHours,
  type BookingTier,
  CustomerPlaceSchema,
  checkOpeningForWindow,
  fromZonedWallClock,
  isOpenAt,
  parseDurationMinutes,
  priceBookingWindow,
  toZonedParts,
} from '@parking/domain';

const HOUR_MS = 3_600_000;
/** How far ahead windows are chosen; the quote takes up to 30 days of window, not of lead. */
const HORIZON_DAYS = 28;
/** Windows start this long after now at the earliest: a quote refuses a start in the past. */
const LEAD_MS = 15 * 60_000;
/** The spaces a bench leaves free: the demo's own bookings, a margin. */
const SPACES_KEPT_FREE = 0.1;

export type BookableWindow = { startTime: string; endTime: string };
export type BookablePlace = {
  timeZone: string;
  spacesTotal: number;
  /** A rate line the place's quotes are priced by (its first tier's). */
  rateLineId: string;
  windows: BookableWindow[];
  /** Bookings the bench may make, spread evenly over `windows`, before a space could lack. */
  bookingsWithinCapacity: number;
};

/** The place's hours and tiers from its public endpoint. */
async function readPlace(baseUrl: string, placeId: string) {
  const response = await fetch(
    `${baseUrl}/api/customer/place/${placeId}?include=place,placePeriod,closingDays,rate`,
  );
  if (response.status !== 200) throw new Error(`place ${placeId}: ${response.status}`);
  const read = CustomerPlaceSchema.parse(await response.json());
  if (!read.place || !read.placePeriod || !read.closingDays || !read.rate)
    throw new Error(`place ${placeId}: includes missing`);
  const currency = read.rate[0]?.currencyCode;
  const tiers: BookingTier[] = read.rate.flatMap((rate) => {
    const durationMinutes = parseDurationMinutes(rate.durationEnd);
    return durationMinutes === null || rate.currencyCode !== currency
      ? []
      : [
          {
            rateLineId: rate.rateLineId,
            durationMinutes,
            valueMinor: rate.valueMinor,
            serviceFeeMinor: rate.serviceFeeMinor,
          },
        ];
  });
  const hours: BookingPlaceHours = {
    periods: read.placePeriod,
    closingDays: read.closingDays,
    timeZone: read.place.timezone,
  };
  return { hours, tiers, rates: read.rate, spacesTotal: read.place.spacesTotal };
}

/**
 * Windows of 1 to 3 hours starting on the hour, every hour of the next HORIZON_DAYS days on the
 * place's clock that the place sells (open at entry and exit, no closure in the held window),
 * and how many bookings spread evenly over them fit its spaces: the most held windows that
 * cover one instant sets how many bookings each window may take.
 */
export async function readBookablePlace(
  baseUrl: string,
  placeId: string,
  now = new Date(),
): Promise<BookablePlace> {
  const { hours, tiers, spacesTotal } = await readPlace(baseUrl, placeId);
  const today = toZonedParts({ date: now, timeZone: hours.timeZone });
  const windows: Array<BookableWindow & { heldFrom: number; heldTo: number }> = [];
  for (let day = 0; day < HORIZON_DAYS; day += 1) {
    for (let hour = 0; hour < 24; hour += 1) {
      const date = new Date(Date.UTC(today.year, today.month - 1, today.day + day));
      const start = fromZonedWallClock({
        wallClock: {
          year: date.getUTCFullYear(),
          month: date.getUTCMonth() + 1,
          day: date.getUTCDate(),
          hour,
          minute: 0,
        },
        timeZone: hours.timeZone,
      });
      if (start.getTime() < now.getTime() + LEAD_MS) continue;
      const end = new Date(start.getTime() + (1 + ((day + hour) % 3)) * HOUR_MS);
      const price = priceBookingWindow({ tiers, start, end, timeZone: hours.timeZone });
      if (!price) continue;
      if (checkOpeningForWindow({ hours, entry: start, exit: end, heldEnd: price.end })) continue;
      windows.push({
        startTime: start.toISOString(),
        endTime: end.toISOString(),
        heldFrom: price.start.getTime(),
        heldTo: price.end.getTime(),
      });
    }
  }
  if (windows.length === 0)
    throw new Error(`place ${placeId} sells no window in ${HORIZON_DAYS} days`);
  const mostOverlapping = Math.max(
    ...windows.map(
      (at) => windows.filter((w) => w.heldFrom <= at.heldFrom && at.heldFrom < w.heldTo).length,
    ),
  );
  const perWindow = Math.floor((spacesTotal * (1 - SPACES_KEPT_FREE)) / mostOverlapping);
  return {
    timeZone: hours.timeZone,
    spacesTotal,
    rateLineId: (tiers[0] as BookingTier).rateLineId,
    windows: windows.map(({ startTime, endTime }) => ({ startTime, endTime })),
    bookingsWithinCapacity: perWindow * windows.length,
  };
}

/**
 * The rate named `name` at a place open now, as its page offers it: a transient payment is for
 * now, so the bench cannot choose its hour; a place closed now stops it with that said.
 */
export async function readPayableRate(baseUrl: string, placeId: string, name: string) {
  const { hours, rates } = await readPlace(baseUrl, placeId);
  if (!isOpenAt(hours, Date.now()))
    throw new Error(`place ${placeId} is closed now (${hours.timeZone}): pay at a place open now`);
  const rate = rates.find((candidate) => candidate.name === name);
  if (!rate) throw new Error(`no '${name}' rate at place ${placeId}`);
  return { rateId: rate.rateId, rateLineId: rate.rateLineId, placeId };
}
