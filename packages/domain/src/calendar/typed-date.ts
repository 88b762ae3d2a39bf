import { addMonths, type CalendarDate } from './calendar-date.js';

/**
 * A date as people write it with digits: day first in Spanish ('05/01/2026'), month first in
 * American English ('01/05/2026'). What a driver types into a date field and what it shows.
 */
const monthFirst = (locale: string) => locale === 'en-US';

export function formatTypedDate({ date, locale }: { date: CalendarDate; locale: string }) {
  const [year, month, day] = date.split('-');
  return monthFirst(locale) ? `${month}/${day}/${year}` : `${day}/${month}/${year}`;
}

/**
 * The date a driver typed, or null when it is not one: three groups of digits in the
 * language's order, split by any other character ('5/1/2026', '05-01-2026', '5 1 26'), or eight
 * digits in a row ('05012026'). A two-digit year is of this century.
 */
export function parseTypedDate({
  text,
  locale,
}: {
  text: string;
  locale: string;
}): CalendarDate | null {
  const digits = text.trim();
  const groups = /^\d{8}$/.test(digits)
    ? [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)]
    : digits.split(/\D+/);
  if (groups.length !== 3 || groups.some((group) => !/^\d+$/.test(group))) return null;
  const [first, second, yearText] = groups as [string, string, string];
  const [dayText, monthText] = monthFirst(locale) ? [second, first] : [first, second];
  if (dayText.length > 2 || monthText.length > 2) return null;
  if (yearText.length !== 2 && yearText.length !== 4) return null;
  const year = Number(yearText) + (yearText.length === 2 ? 2000 : 0);
  const month = Number(monthText);
  const day = Number(dayText);
  if (month < 1 || month > 12 || day < 1) return null;
  const firstOfMonth = `${year}-${monthText.padStart(2, '0')}-01`;
  // The month's last day: its 31st, or fewer once addMonths clamps it.
  const lastDay = Number(addMonths(`${year}-01-31`, month - 1).slice(8));
  if (day > lastDay) return null;
  return `${firstOfMonth.slice(0, 8)}${String(day).padStart(2, '0')}`;
}
