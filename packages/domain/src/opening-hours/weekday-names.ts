import { dateTimeFormatter } from '../display/index.js';
import type { Locale, Weekday } from '../vocabulary/index.js';
import { DAY_MS } from './time-units.js';
import { WEEKDAYS_MONDAY_FIRST } from './weekday.js';

// 2024-01-01 was a Monday; formatting the week that follows in UTC names every weekday once.
const FIRST_MONDAY_MS = Date.UTC(2024, 0, 1);

const namesByLocale = new Map<Locale, Readonly<Record<Weekday, string>>>();

/** Intl's short weekday names for `locale`: MONDAY is 'Mon' in en-US, 'lun' in es-ES. */
export function getShortWeekdayNames({
  locale,
}: {
  locale: Locale;
}): Readonly<Record<Weekday, string>> {
  const cached = namesByLocale.get(locale);
  if (cached !== undefined) return cached;
  const formatter = dateTimeFormatter(locale, 'UTC', { weekday: 'short' });
  const names = Object.fromEntries(
    WEEKDAYS_MONDAY_FIRST.map((weekday, index) => [
      weekday,
      formatter.format(FIRST_MONDAY_MS + index * DAY_MS),
    ]),
  ) as Record<Weekday, string>;
  namesByLocale.set(locale, names);
  return names;
}
