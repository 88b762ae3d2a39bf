import type { Weekday } from '../vocabulary/index.js';
import { DAY_MS, MINUTE_MS } from './time-units.js';
import { weekdayAt, weekdayIndexOfDayNumber } from './weekday.js';

/** A place's local wall-clock reading of an instant. month is 1..12, hour 0..23. */
export interface ZonedParts {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
  readonly weekday: Weekday;
}

// Building an Intl.DateTimeFormat costs far more than using one, and status checks convert many
// instants in the same zone.
const formatterByTimeZone = new Map<string, Intl.DateTimeFormat>();

function formatterFor({ timeZone }: { timeZone: string }): Intl.DateTimeFormat {
  const cached = formatterByTimeZone.get(timeZone);
  if (cached !== undefined) return cached;
  const formatter = new Intl.DateTimeFormat('en-US', {
    timeZone,
    // h23, not hour12: false, which some engines render as '24' at midnight.
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  formatterByTimeZone.set(timeZone, formatter);
  return formatter;
}

export interface WallClockFields {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The wall clock of `timeZone` at `date` (to the second), read by Intl. */
export function readWallClockByIntl({
  date,
  timeZone,
}: {
  date: Date;
  timeZone: string;
}): WallClockFields {
  const fields: WallClockFields = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const { type, value } of formatterFor({ timeZone }).formatToParts(date)) {
    switch (type) {
      case 'year':
      case 'month':
      case 'day':
      case 'hour':
      case 'minute':
      case 'second':
        fields[type] = Number(value);
    }
  }
  return fields;
}

let readWallClock = readWallClockByIntl;

/**
 * Puts `reader` in place of Intl for every reading of a wall clock in this package: a server
 * that prices many windows keeps each hour's offset (zone-offsets-per-hour.ts); a browser,
 * which reads a few instants, keeps Intl and loads none of it.
 */
export function useWallClockReader(reader: typeof readWallClockByIntl): void {
  readWallClock = reader;
}

/**
 * Reads `date` on the wall clock of `timeZone` (an IANA name). Throws RangeError for an unknown
 * time zone or an invalid date.
 */
export function toZonedParts({ date, timeZone }: { date: Date; timeZone: string }): ZonedParts {
  const fields = readWallClock({ date, timeZone });
  const dayNumber = Date.UTC(fields.year, fields.month - 1, fields.day) / DAY_MS;
  return { ...fields, weekday: weekdayAt({ index: weekdayIndexOfDayNumber({ dayNumber }) }) };
}

/** Minutes the wall clock of `timeZone` is ahead of UTC at `date` (New York in winter: -300). */
export function getTimeZoneOffsetMinutes({
  date,
  timeZone,
}: {
  date: Date;
  timeZone: string;
}): number {
  const parts = readWallClock({ date, timeZone });
  const wallClockAsUtcMs = Date.UTC(
    parts.year,
    parts.month - 1,
    parts.day,
    parts.hour,
    parts.minute,
    parts.second,
  );
  const instantToTheSecondMs = Math.floor(date.getTime() / 1000) * 1000;
  return Math.round((wallClockAsUtcMs - instantToTheSecondMs) / MINUTE_MS);
}

/**
 * The wall-clock minute showing at `date` in `timeZone` (seconds dropped): minutes since
 * 1970-01-01 00:00 on that wall clock, as if it were UTC.
 */
export function toWallMinute({ date, timeZone }: { date: Date; timeZone: string }): number {
  const parts = readWallClock({ date, timeZone });
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute) / MINUTE_MS;
}
