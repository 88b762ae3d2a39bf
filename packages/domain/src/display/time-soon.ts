import {
  type Clock,
  dateTimeFormatter,
  formatClockTime,
  formatDateTime,
  safeTimeZone,
} from './date-time.js';

// Apart from date-time.ts, which the first page uses: only the pages after paying need these.
/**
 * An instant a driver expects soon ('a text at 6:19 PM', 'extended to 6:34 PM'): the time alone
 * when it falls on the same day as `now` on the place's clock, else the day too
 * (formatDateTime), so that a time tomorrow is never read as today's.
 */
export function formatTimeSoon(date: Date, { now, ...clock }: Clock & { now: Date }) {
  if (!isSameDayIn(date, now, clock.timeZone)) return formatDateTime(date, clock);
  return formatClockTime(date, clock);
}

/** Whether two instants fall on the same calendar day on the place's clock. */
export function isSameDayIn(a: Date, b: Date, timeZone: string): boolean {
  const day = dateTimeFormatter('en-CA', safeTimeZone(timeZone), { dateStyle: 'short' });
  return day.format(a) === day.format(b);
}
