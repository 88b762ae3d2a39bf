import { WEEKDAYS, type Weekday } from '../vocabulary/index.js';

/** The vocabulary's weekdays, which are Monday first; named so here for the index arithmetic. */
export const WEEKDAYS_MONDAY_FIRST = WEEKDAYS;

/** 0 = Monday ... 6 = Sunday. */
export type WeekdayIndex = 0 | 1 | 2 | 3 | 4 | 5 | 6;

const INDEX_OF_WEEKDAY: Readonly<Record<Weekday, WeekdayIndex>> = {
  MONDAY: 0,
  TUESDAY: 1,
  WEDNESDAY: 2,
  THURSDAY: 3,
  FRIDAY: 4,
  SATURDAY: 5,
  SUNDAY: 6,
};

// 1970-01-01, day number 0, was a Thursday.
const WEEKDAY_INDEX_OF_DAY_ZERO = 3;

export function weekdayIndexOf({ weekday }: { weekday: Weekday }): WeekdayIndex {
  return INDEX_OF_WEEKDAY[weekday];
}

/** Weekday of a civil day counted from 1970-01-01 (day 0); negative days work. */
export function weekdayIndexOfDayNumber({ dayNumber }: { dayNumber: number }): WeekdayIndex {
  return ((((dayNumber + WEEKDAY_INDEX_OF_DAY_ZERO) % 7) + 7) % 7) as WeekdayIndex;
}

export function weekdayAt({ index }: { index: WeekdayIndex }): Weekday {
  return WEEKDAYS_MONDAY_FIRST[index];
}
