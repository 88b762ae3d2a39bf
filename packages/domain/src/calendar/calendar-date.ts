/** A calendar day, 'YYYY-MM-DD', with no time zone: a place-clock date. */
export type CalendarDate = string;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** A day read as a UTC date, so that no time zone can move it. */
export function toUtcDay(date: CalendarDate): Date {
  return new Date(`${date}T00:00:00Z`);
}

export function fromUtcDay(day: Date): CalendarDate {
  return `${pad(day.getUTCFullYear(), 4)}-${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())}`;
}

/** The day `days` after `date` (before it when negative). */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  const day = toUtcDay(date);
  day.setUTCDate(day.getUTCDate() + days);
  return fromUtcDay(day);
}

/**
 * The same day `months` later (earlier when negative), or the last day of that month when it is
 * shorter: 31 January plus one month is 28 or 29 February, as in the WAI-ARIA date picker.
 */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0));
  first.setUTCDate(Math.min(day, last.getUTCDate()));
  return fromUtcDay(first);
}

/** 0 for Sunday to 6 for Saturday, as Date.getUTCDay counts. */
export const weekdayOf = (date: CalendarDate): number => toUtcDay(date).getUTCDay();

/** The earlier and later of two days bound `date` (either may be absent). */
export function clampDate(
  date: CalendarDate,
  { min, max }: { min?: CalendarDate | undefined; max?: CalendarDate | undefined },
): CalendarDate {
  if (min !== undefined && date < min) return min;
  if (max !== undefined && date > max) return max;
  return date;
}

/** Whether `date` is outside the days from `min` to `max` (either end may be open). */
export function isOutside(
  date: CalendarDate,
  { min, max }: { min?: CalendarDate | undefined; max?: CalendarDate | undefined },
): boolean {
  return clampDate(date, { min, max }) !== date;
}

/**
 * The days a calendar's keys may reach for the days from `min` to `max`: the whole months they
 * are in, so that the keys move over the days that cannot be picked around them, as across any
 * other day (WAI-ARIA date picker), but never to a month with nothing to pick.
 */
export function reachableDays({ min, max }: { min: CalendarDate; max?: CalendarDate | undefined }) {
  const lastDay =
    max === undefined ? undefined : addDays(addMonths(`${max.slice(0, 7)}-01`, 1), -1);
  return { first: `${min.slice(0, 7)}-01`, last: lastDay };
}
