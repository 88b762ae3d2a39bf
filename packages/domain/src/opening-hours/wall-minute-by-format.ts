import type { WallMinute } from './offset-timeline.js';
import { MINUTE_MS } from './time-units.js';
import { toWallMinute } from './zoned-parts.js';

const WALL_CLOCK_TEXT = /^(\d{2})\/(\d{2})\/(\d{4}), (\d{2}):(\d{2})$/;

const formatterByTimeZone = new Map<string, Intl.DateTimeFormat>();

function formatterFor({ timeZone }: { timeZone: string }): Intl.DateTimeFormat {
  const cached = formatterByTimeZone.get(timeZone);
  if (cached !== undefined) return cached;
  const formatter = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
  formatterByTimeZone.set(timeZone, formatter);
  return formatter;
}

/**
 * toWallMinute through format() and the en-US text 'MM/DD/YYYY, HH:mm', about three times
 * cheaper than formatToParts. Only the minute scan needs that (43,200 reads per call); any other
 * wording falls back to toWallMinute, so a different engine costs speed, never correctness.
 */
export function toWallMinuteByFormat({
  instantMs,
  timeZone,
}: {
  instantMs: number;
  timeZone: string;
}): WallMinute {
  const match = WALL_CLOCK_TEXT.exec(formatterFor({ timeZone }).format(instantMs));
  if (match === null) return toWallMinute({ date: new Date(instantMs), timeZone });
  const [, month, day, year, hour, minute] = match.map(Number);
  if (month === undefined || day === undefined || year === undefined) {
    return toWallMinute({ date: new Date(instantMs), timeZone });
  }
  return Date.UTC(year, month - 1, day, hour, minute) / MINUTE_MS;
}
