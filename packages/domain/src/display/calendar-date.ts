import { dateTimeFormatter } from './date-time.js';

/**
 * A calendar date on the place's clock ('2026-01-05', no instant) as the date pickers show it:
 * 'Mon, Jan 5 2026' (spec section 2) in English, 'lun, 5 ene 2026' in Spanish: the language's
 * short date with the comma before the year dropped, as the spec writes it. Read as a UTC day,
 * so that no time zone can move it.
 */
export function formatShortDate(date: string, locale: string): string {
  const format = dateTimeFormatter(locale, 'UTC', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
  const parts = format.formatToParts(new Date(`${date}T00:00:00Z`));
  return parts
    .map((part, index) =>
      part.type === 'literal' && parts[index + 1]?.type === 'year'
        ? part.value.replace(',', '')
        : part.value,
    )
    .join('');
}

/**
 * A formatter of calendar days ('2026-01-05' read as a UTC day, like `formatShortDate`) for a
 * calendar's parts: the month's heading, the weekdays' column names, a day's full name.
 */
export function calendarDayFormatter(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  return dateTimeFormatter(locale, 'UTC', options);
}
