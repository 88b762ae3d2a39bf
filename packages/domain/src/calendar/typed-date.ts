import type { CalendarDate } from './calendar-date.js';

/**
 * A date as people write it with digits: day first in Spanish ('05/01/2026'), month first in
 * American English ('01/05/2026'). What a driver types into a date field and what it shows.
 */
export const monthFirst = (locale: string): boolean => locale === 'en-US';

export function formatTypedDate({ date, locale }: { date: CalendarDate; locale: string }) {
  const [year, month, day] = date.split('-');
  return monthFirst(locale) ? `${month}/${day}/${year}` : `${day}/${month}/${year}`;
}
