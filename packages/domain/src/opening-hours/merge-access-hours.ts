import type { Period, TimePeriodOfDay } from '../contracts/place.js';
import { formatTimeOfDayRange, type HourCycle } from '../display/index.js';
import type { Locale, Weekday } from '../vocabulary/index.js';
import { WEEKDAYS_MONDAY_FIRST } from './weekday.js';
import { getShortWeekdayNames } from './weekday-names.js';

/** One line of the access-hours box: a day or run of days sharing the same hours. */
export interface AccessHoursRow {
  /** 'Mon - Fri', or one day alone: 'Sat'. Intl short names of the locale. */
  readonly days: string;
  /**
   * '6:00 AM - 10:00 PM' ('06:00 - 22:00' in Spanish) by start time, in the screen's clock,
   * ' (+1)' appended when the range ends the next day.
   */
  readonly hours: string[];
  readonly dayKeys: Weekday[];
}

const ALL_DAY: TimePeriodOfDay = { startTimeOfPeriod: 0, endTimeOfPeriod: 1439 };

function hoursOf({
  period,
  weekday,
  locale,
  hourCycle,
}: {
  period: Period;
  weekday: Weekday;
  locale: Locale;
  hourCycle: HourCycle | undefined;
}): string[] {
  const ranges =
    period.dayWeek.length === 0
      ? [ALL_DAY]
      : period.dayWeek
          .filter((entry) => entry.applicableDay === weekday)
          .flatMap((entry) => entry.timePeriodOfDay);
  const ordered = [...ranges].sort(
    (a, b) => a.startTimeOfPeriod - b.startTimeOfPeriod || a.endTimeOfPeriod - b.endTimeOfPeriod,
  );
  const label = (range: TimePeriodOfDay) =>
    formatTimeOfDayRange({
      start: range.startTimeOfPeriod,
      end: range.endTimeOfPeriod,
      locale,
      hourCycle,
    });
  return [...new Set(ordered.map(label))];
}

function sameHours({ a, b }: { a: readonly string[]; b: readonly string[] }): boolean {
  return a.length === b.length && a.every((hours, index) => hours === b[index]);
}

/**
 * The access-hours box of a PRIMARY period: Monday to Sunday, consecutive days with identical
 * hours merged into one row ('Mon - Fri'). Days without hours are omitted rather than shown as
 * 'closed', so the box lists only when one can get in; Sunday never merges into Monday, so a
 * row never wraps the week. A period without dayWeek entries is open all day every day and
 * gives one row 'Mon - Sun', '12:00 AM - 11:59 PM'. Hours are in the language's clock unless
 * the screen fixes one (`hourCycle`: the reservation writes every time in 12 hours).
 */
export function mergeAccessHours({
  period,
  locale,
  hourCycle,
}: {
  period: Period;
  locale: Locale;
  hourCycle?: HourCycle | undefined;
}): AccessHoursRow[] {
  const names = getShortWeekdayNames({ locale });
  const runs: { first: Weekday; last: Weekday; dayKeys: Weekday[]; hours: string[] }[] = [];
  let previousDayHadHours = false;
  for (const weekday of WEEKDAYS_MONDAY_FIRST) {
    const hours = hoursOf({ period, weekday, locale, hourCycle });
    const previous = runs.at(-1);
    if (hours.length === 0) {
      previousDayHadHours = false;
    } else if (
      previousDayHadHours &&
      previous !== undefined &&
      sameHours({ a: previous.hours, b: hours })
    ) {
      previous.dayKeys.push(weekday);
      previous.last = weekday;
    } else {
      runs.push({ first: weekday, last: weekday, dayKeys: [weekday], hours });
      previousDayHadHours = true;
    }
  }
  return runs.map(({ first, last, dayKeys, hours }) => ({
    days: first === last ? names[first] : `${names[first]} - ${names[last]}`,
    hours,
    dayKeys,
  }));
}
