import { addDays, addMonths, type CalendarDate, weekdayOf } from './calendar-date.js';

/** Regions whose calendars start the week on Sunday; the others start it on Monday (ISO 8601). */
const SUNDAY_FIRST_REGIONS = new Set(['US', 'CA', 'MX', 'BR', 'JP', 'IL', 'PH']);

/**
 * The weekday a calendar's week starts on, 0 for Sunday and 1 for Monday: Monday in es-ES (spec
 * section 9, 'the Spanish week starts on Monday'), Sunday in en-US. Not from the browser: the
 * server's render and the browser's must agree, and not every engine has Intl's week info.
 */
export function weekStartOf(locale: string): 0 | 1 {
  const region = locale.split('-')[1]?.toUpperCase();
  return region !== undefined && SUNDAY_FIRST_REGIONS.has(region) ? 0 : 1;
}

/** The first day of the week that holds `date`. */
export function startOfWeek(date: CalendarDate, weekStart: number): CalendarDate {
  return addDays(date, -((weekdayOf(date) - weekStart + 7) % 7));
}

/**
 * The weeks a month's grid shows, each of 7 days from the week's first day: from the week of
 * the month's 1st to the week of its last day (4 to 6 weeks), with the neighbour months' days
 * that fill the first and last weeks.
 */
export function monthGrid({
  month,
  weekStart,
}: {
  /** Any day of the month shown. */
  month: CalendarDate;
  weekStart: number;
}): CalendarDate[][] {
  const first = `${month.slice(0, 8)}01`;
  const last = addDays(addMonths(first, 1), -1);
  const weeks: CalendarDate[][] = [];
  for (let day = startOfWeek(first, weekStart); day <= last; day = addDays(day, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, index) => addDays(day, index)));
  }
  return weeks;
}

/**
 * Where a key moves the focused day of a date picker's grid (WAI-ARIA APG, 'Date Picker Dialog'):
 * arrows by a day or a week, Home and End to the week's first and last day, Page Up and Page
 * Down by a month (by a year with Shift). Null for any other key.
 */
export function moveByKey({
  date,
  key,
  shiftKey = false,
  weekStart,
}: {
  date: CalendarDate;
  key: string;
  shiftKey?: boolean;
  weekStart: number;
}): CalendarDate | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(date, -1);
    case 'ArrowRight':
      return addDays(date, 1);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'Home':
      return startOfWeek(date, weekStart);
    case 'End':
      return addDays(startOfWeek(date, weekStart), 6);
    case 'PageUp':
      return addMonths(date, shiftKey ? -12 : -1);
    case 'PageDown':
      return addMonths(date, shiftKey ? 12 : 1);
    default:
      return null;
  }
}
