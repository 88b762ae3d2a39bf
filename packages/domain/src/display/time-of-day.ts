import { dateTimeFormatter, type HourCycle } from './date-time.js';

const MINUTES_PER_DAY = 1440;

/**
 * A clock time given as minutes since midnight (a time list's option, an opening hour) in the
 * language's clock or the one given: '9:30 AM', '21:30', '9:30 p. m.'. Counts past midnight
 * (1440..2879, the contract's 'next day' encoding) show the next day's time; the caller says so.
 * A UTC instant of 2000-01-01 carries the time, so no zone can move it.
 */
export function formatTimeOfDay({
  minutes,
  locale,
  hourCycle,
}: {
  minutes: number;
  locale: string;
  hourCycle?: HourCycle | undefined;
}): string {
  const minuteOfDay = ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  const options: Intl.DateTimeFormatOptions = hourCycle
    ? { hour: 'numeric', minute: '2-digit', hourCycle }
    : { timeStyle: 'short' };
  return dateTimeFormatter(locale, 'UTC', options).format(
    Date.UTC(2000, 0, 1, Math.floor(minuteOfDay / 60), minuteOfDay % 60),
  );
}

/**
 * Opening hours as a range, 'start - end' in the same clock as formatTimeOfDay, with ' (+1)'
 * when the range ends on the next day (an end past 1439, or before its start).
 */
export function formatTimeOfDayRange({
  start,
  end,
  locale,
  hourCycle,
}: {
  start: number;
  end: number;
  locale: string;
  hourCycle?: HourCycle | undefined;
}): string {
  const nextDay = end >= MINUTES_PER_DAY || start > end;
  const time = (minutes: number) => formatTimeOfDay({ minutes, locale, hourCycle });
  return `${time(start)} - ${time(end)}${nextDay ? ' (+1)' : ''}`;
}
