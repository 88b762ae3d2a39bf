import { fromZonedWallClock, toZonedParts } from '@parking/domain/opening-hours';

/** Monday to Friday, and Tuesday to Thursday (a lot's middle of the week), as `getUTCDay` counts. */
export const MONDAY_TO_FRIDAY = [1, 2, 3, 4, 5] as const;
export const TUESDAY_TO_THURSDAY = [2, 3, 4] as const;

/**
 * The days from `daysAhead` days after today on `timeZone`'s calendar onward whose weekday is one
 * of `weekdays`, each as the instant of `hour`:00 there: the booking windows the tests ask for.
 */
export function* daysAheadAt({
  daysAhead,
  hour,
  timeZone,
  weekdays,
}: {
  daysAhead: number;
  hour: number;
  timeZone: string;
  weekdays: readonly number[];
}): Generator<Date> {
  const today = toZonedParts({ date: new Date(), timeZone });
  for (let offset = daysAhead; ; offset += 1) {
    const day = new Date(Date.UTC(today.year, today.month - 1, today.day + offset));
    if (!weekdays.includes(day.getUTCDay())) continue;
    const wallClock = {
      year: day.getUTCFullYear(),
      month: day.getUTCMonth() + 1,
      day: day.getUTCDate(),
      hour,
      minute: 0,
    };
    yield fromZonedWallClock({ wallClock, timeZone });
  }
}

/** The first of `daysAheadAt`. */
export function firstDayAheadAt(options: Parameters<typeof daysAheadAt>[0]): Date {
  const { value } = daysAheadAt(options).next();
  if (!value) throw new Error('No such day');
  return value;
}
