import type { Period } from '../contracts/place.js';
import { getOpeningStateAt, type OpeningState } from './opening-state.js';
import { isScheduleActiveAt, toPeriodSchedule } from './period-schedule.js';
import { toWallMinute } from './zoned-parts.js';

/**
 * Whether `period` is active at `instant` on the wall clock of `timeZone`: the instant is within
 * the bounds (both included) and, when the period has dayWeek entries, its wall-clock minute is
 * inside one of that day's time ranges (both ends included, wrapping past midnight allowed).
 */
export function isPeriodActiveAt({
  period,
  instant,
  timeZone,
}: {
  period: Period;
  instant: Date;
  timeZone: string;
}): boolean {
  return isScheduleActiveAt({
    schedule: toPeriodSchedule({ period }),
    instantMs: instant.getTime(),
    wallMinute: toWallMinute({ date: instant, timeZone }),
  });
}

/** The opening state at one instant: open when a PRIMARY is active and no EXCEPTION is. */
export function getOpeningState({
  periods,
  instant,
  timeZone,
}: {
  periods: readonly Period[];
  instant: Date;
  timeZone: string;
}): OpeningState {
  return getOpeningStateAt({
    schedules: periods.map((period) => toPeriodSchedule({ period })),
    instantMs: instant.getTime(),
    wallMinute: toWallMinute({ date: instant, timeZone }),
  });
}
