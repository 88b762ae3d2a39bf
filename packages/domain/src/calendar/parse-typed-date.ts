import type { CalendarDate } from './calendar-date.js';
import { monthFirst } from './typed-date.js';

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
  // Day 0 of the next month is this month's last day.
  if (day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return null;
  return `${String(year).padStart(4, '0')}-${monthText.padStart(2, '0')}-${dayText.padStart(2, '0')}`;
}
