import type { ClosingDay, Period } from '../contracts/place.js';
import { buildOffsetTimeline, wallMinuteAt } from '../opening-hours/offset-timeline.js';
import { getOpeningStateAt } from '../opening-hours/opening-state.js';
import { isScheduleActiveAt, toPeriodSchedule } from '../opening-hours/period-schedule.js';
import { DAY_MS } from '../opening-hours/time-units.js';
import { collectTransitionInstants } from '../opening-hours/transition-instants.js';
import { toZonedParts } from '../opening-hours/zoned-parts.js';
import { fromZonedWallClock } from '../opening-hours/zoned-wall-clock.js';
import { BOOKING_LIMITS } from '../vocabulary/index.js';

/**
 * Whether a reservation window can be sold at a place, as far as time goes (docs/decisions/051;
 * the count of spaces is the database's, under a lock). Entry and exit must both fall at times
 * the place is open (a PRIMARY period active, no EXCEPTION active, not a closing day); no
 * EXCEPTION period and no closing day may touch the held window. The regular night closing
 * between entry and exit is fine: the car stays parked. The entry may not be in the past (a
 * minute of tolerance), the exit must follow it, and a window spans at most 30 days.
 */
export type WindowRefusal =
  | 'START_IN_PAST'
  | 'END_NOT_AFTER_START'
  | 'TOO_LONG'
  | 'CLOSED_AT_ENTRY'
  | 'CLOSED_AT_EXIT'
  | 'CLOSURE_IN_WINDOW';

export interface BookingPlaceHours {
  periods: readonly Period[];
  closingDays: readonly ClosingDay[];
  timeZone: string;
}

/** The asked window's own bounds: not in the past, in order, at most 30 days. */
export function checkWindowBounds({
  start,
  end,
  now,
}: {
  start: Date;
  end: Date;
  now: Date;
}): WindowRefusal | null {
  if (start.getTime() < now.getTime() - BOOKING_LIMITS.startToleranceMs) return 'START_IN_PAST';
  if (end.getTime() <= start.getTime()) return 'END_NOT_AFTER_START';
  if (end.getTime() - start.getTime() > BOOKING_LIMITS.maxWindowMs) return 'TOO_LONG';
  return null;
}

/** [local midnight, next local midnight) of a closing day on the place's clock. */
function closingDayInterval(day: ClosingDay, timeZone: string): { fromMs: number; toMs: number } {
  const [year, month, date] = day.date.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(year, month - 1, date + 1));
  const midnight = (y: number, m: number, d: number) =>
    fromZonedWallClock({ wallClock: { year: y, month: m, day: d, hour: 0, minute: 0 }, timeZone });
  return {
    fromMs: midnight(year, month, date).getTime(),
    toMs: midnight(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate()).getTime(),
  };
}

/** Whether the place is open at `instantMs`: PRIMARY active, no EXCEPTION, not a closing day. */
export function isOpenAt(hours: BookingPlaceHours, instantMs: number): boolean {
  const { year, month, day } = toZonedParts({
    date: new Date(instantMs),
    timeZone: hours.timeZone,
  });
  const date = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  if (hours.closingDays.some((closing) => closing.date === date)) return false;
  const timeline = buildOffsetTimeline({
    timeZone: hours.timeZone,
    fromMs: instantMs - DAY_MS,
    toMs: instantMs + DAY_MS,
  });
  return getOpeningStateAt({
    schedules: hours.periods.map((period) => toPeriodSchedule({ period })),
    instantMs,
    wallMinute: wallMinuteAt({ timeline, instantMs }),
  }).isOpen;
}

/** Whether an EXCEPTION period or a closing day touches [fromMs, toMs] (both included). */
function closureTouches(hours: BookingPlaceHours, fromMs: number, toMs: number): boolean {
  for (const closing of hours.closingDays) {
    const interval = closingDayInterval(closing, hours.timeZone);
    if (interval.fromMs <= toMs && fromMs < interval.toMs) return true;
  }
  const exceptions = hours.periods
    .filter((period) => period.type === 'EXCEPTION')
    .map((period) => toPeriodSchedule({ period }));
  if (exceptions.length === 0) return false;
  const timeline = buildOffsetTimeline({
    timeZone: hours.timeZone,
    fromMs: fromMs - DAY_MS,
    toMs: toMs + DAY_MS,
  });
  // Between two consecutive instants of this list no period starts or stops being active.
  const instants = collectTransitionInstants({ schedules: exceptions, timeline, fromMs, toMs });
  return instants.some((instantMs) =>
    exceptions.some((schedule) =>
      isScheduleActiveAt({
        schedule,
        instantMs,
        wallMinute: wallMinuteAt({ timeline, instantMs }),
      }),
    ),
  );
}

/**
 * Why the place cannot take a car from `entry` to `exit` holding [entry, heldEnd], or null when
 * it can. `heldEnd` is the quote's end (at or after the exit: a longer tier may be cheaper).
 */
export function checkOpeningForWindow({
  hours,
  entry,
  exit,
  heldEnd = exit,
}: {
  hours: BookingPlaceHours;
  entry: Date;
  exit: Date;
  heldEnd?: Date;
}): WindowRefusal | null {
  if (!isOpenAt(hours, entry.getTime())) return 'CLOSED_AT_ENTRY';
  if (!isOpenAt(hours, exit.getTime())) return 'CLOSED_AT_EXIT';
  const lastMs = Math.max(exit.getTime(), heldEnd.getTime());
  if (closureTouches(hours, entry.getTime(), lastMs)) return 'CLOSURE_IN_WINDOW';
  return null;
}
