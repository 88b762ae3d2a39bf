import { toZonedParts } from '../opening-hours/zoned-parts.js';
import { fromZonedWallClock } from '../opening-hours/zoned-wall-clock.js';

/**
 * What a rate line says about time (contract `Rate`): how long it covers and until when.
 *
 * Semantics (spec section 3 names the fields, not their meaning; this is ours):
 * - `durationEnd` (ISO-8601 duration, hours and minutes, e.g. PT1H30M): the period covered runs
 *   from the start for that long.
 * - `timePeriodOfDay.endTimeOfPeriod` (minutes since local midnight; above 1439 = the next day):
 *   the period ends at that local time: today's when it is still ahead of the start, else the next
 *   day's. Values above 1439 always mean the day after the start's day.
 * - Both set: whichever comes first (a '3 hours, but no later than 19:00' rate).
 * - `timePeriodOfDay.startBefore` (minutes since local midnight): the rate can be bought only
 *   while the start's local time is before it (early bird). Otherwise it is not available.
 * - FLAT_RATE, FLAT_RATE_TIER, EXTENSION and PERMIT lines all cover time this way; they differ in
 *   where they are offered (transient form, tier tables, extensions, permits), not in coverage.
 * - Local times follow the place's time zone, DST included (fromZonedWallClock).
 */
export interface RateTiming {
  durationEnd: string | null;
  timePeriodOfDay: { startBefore: number | null; endTimeOfPeriod: number | null } | null;
}

export interface Coverage {
  start: Date;
  end: Date;
}

const DURATION_PATTERN = /^PT(?:(\d+)H)?(?:(\d+)M)?$/;

/** Minutes of a PTnHnM duration; null for null or an empty duration. Throws on other forms. */
export function parseDurationMinutes(duration: string | null): number | null {
  if (duration === null) return null;
  const match = DURATION_PATTERN.exec(duration);
  if (!match || (match[1] === undefined && match[2] === undefined)) {
    throw new RangeError(`Unsupported duration '${duration}': expected PTnHnM`);
  }
  return Number(match[1] ?? 0) * 60 + Number(match[2] ?? 0);
}

/** Minutes as the PTnHnM duration the API sends: 90 -> PT1H30M, 1440 -> PT24H. */
export function formatDurationMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `PT${hours > 0 ? `${hours}H` : ''}${rest > 0 || hours === 0 ? `${rest}M` : ''}`;
}

/** Whether a rate may be bought at `at` (its startBefore, in the place's local time). */
export function isRateAvailableAt({
  rate,
  at,
  timeZone,
}: {
  rate: RateTiming;
  at: Date;
  timeZone: string;
}): boolean {
  const startBefore = rate.timePeriodOfDay?.startBefore ?? null;
  if (startBefore === null) return true;
  const { hour, minute } = toZonedParts({ date: at, timeZone });
  return hour * 60 + minute < startBefore;
}

/** The period a rate covers when it starts at `start`. Throws for a rate that bounds no time. */
export function getRateCoverage({
  rate,
  start,
  timeZone,
}: {
  rate: RateTiming;
  start: Date;
  timeZone: string;
}): Coverage {
  const durationMinutes = parseDurationMinutes(rate.durationEnd);
  const endTime = rate.timePeriodOfDay?.endTimeOfPeriod ?? null;
  const candidates: number[] = [];
  if (durationMinutes !== null) candidates.push(start.getTime() + durationMinutes * 60_000);
  if (endTime !== null) candidates.push(nextLocalTime({ start, minuteOfDay: endTime, timeZone }));
  if (candidates.length === 0) {
    throw new RangeError('A rate needs durationEnd or timePeriodOfDay.endTimeOfPeriod');
  }
  return { start, end: new Date(Math.min(...candidates)) };
}

/**
 * The period an on-demand extension covers, as the server records it and the extension page
 * announces it: from the session's current end, so the two periods are contiguous; from `now`
 * when that end has passed (between choosing and paying): a driver never pays for time gone.
 */
export function getExtensionCoverage({
  rate,
  currentEnd,
  now,
  timeZone,
}: {
  rate: RateTiming;
  currentEnd: Date | null;
  now: Date;
  timeZone: string;
}): Coverage {
  const start = currentEnd && currentEnd.getTime() > now.getTime() ? currentEnd : now;
  return getRateCoverage({ rate, start, timeZone });
}

function nextLocalTime({
  start,
  minuteOfDay,
  timeZone,
}: {
  start: Date;
  minuteOfDay: number;
  timeZone: string;
}): number {
  const { year, month, day } = toZonedParts({ date: start, timeZone });
  const at = (dayOffset: number, minutes: number) => {
    // Date.UTC normalises day overflow (Jan 32 -> Feb 1); we only need the calendar date.
    const date = new Date(Date.UTC(year, month - 1, day + dayOffset));
    return fromZonedWallClock({
      wallClock: {
        year: date.getUTCFullYear(),
        month: date.getUTCMonth() + 1,
        day: date.getUTCDate(),
        hour: Math.floor(minutes / 60),
        minute: minutes % 60,
      },
      timeZone,
    }).getTime();
  };
  if (minuteOfDay > 1439) return at(1, minuteOfDay - 1440);
  const today = at(0, minuteOfDay);
  return today > start.getTime() ? today : at(1, minuteOfDay);
}
