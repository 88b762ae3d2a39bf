import type { Period, TimePeriodOfDay } from '../contracts/place.js';
import type { PeriodType } from '../vocabulary/index.js';
import type { WallMinute } from './offset-timeline.js';
import { MINUTES_PER_DAY } from './time-units.js';
import { type WeekdayIndex, weekdayIndexOf, weekdayIndexOfDayNumber } from './weekday.js';

/** Minutes of one local day, both ends included, 0..1439. */
interface MinuteRange {
  readonly first: number;
  readonly last: number;
}

/**
 * A period prepared for many activity checks: bounds parsed once and every time range split at
 * midnight onto the weekday it covers (index 0 = Monday).
 */
export interface PeriodSchedule {
  readonly type: PeriodType;
  readonly startMs: number;
  /** +Infinity when the period is open-ended. */
  readonly endMs: number;
  /** No dayWeek entries: active at every instant within the bounds. */
  readonly activeAllDay: boolean;
  readonly rangesByWeekday: readonly (readonly MinuteRange[])[];
}

const LAST_MINUTE_OF_DAY = MINUTES_PER_DAY - 1;

/**
 * A range belongs to the day it starts on. An end above 1439 runs to end - 1440 on the next day;
 * a start above the end also wraps (start..1439, then 0..end the next day).
 */
function splitAtMidnight({ range }: { range: TimePeriodOfDay }): {
  today: MinuteRange;
  tomorrow?: MinuteRange;
} {
  const { startTimeOfPeriod: start, endTimeOfPeriod: end } = range;
  if (end > LAST_MINUTE_OF_DAY) {
    return {
      today: { first: start, last: LAST_MINUTE_OF_DAY },
      tomorrow: { first: 0, last: end - MINUTES_PER_DAY },
    };
  }
  if (start > end) {
    return { today: { first: start, last: LAST_MINUTE_OF_DAY }, tomorrow: { first: 0, last: end } };
  }
  return { today: { first: start, last: end } };
}

export function toPeriodSchedule({ period }: { period: Period }): PeriodSchedule {
  const rangesByWeekday: MinuteRange[][] = [[], [], [], [], [], [], []];
  for (const dayWeek of period.dayWeek) {
    const dayIndex = weekdayIndexOf({ weekday: dayWeek.applicableDay });
    for (const range of dayWeek.timePeriodOfDay) {
      const { today, tomorrow } = splitAtMidnight({ range });
      rangesByWeekday[dayIndex]?.push(today);
      if (tomorrow !== undefined) rangesByWeekday[(dayIndex + 1) % 7]?.push(tomorrow);
    }
  }
  return {
    type: period.type,
    startMs: Date.parse(period.startOfPeriod),
    endMs: period.endOfPeriod === null ? Infinity : Date.parse(period.endOfPeriod),
    activeAllDay: period.dayWeek.length === 0,
    rangesByWeekday,
  };
}

/** Where a wall-clock minute falls in the week. */
export function toWeekdayAndMinute({ wallMinute }: { wallMinute: WallMinute }): {
  weekdayIndex: WeekdayIndex;
  minuteOfDay: number;
} {
  const dayNumber = Math.floor(wallMinute / MINUTES_PER_DAY);
  return {
    weekdayIndex: weekdayIndexOfDayNumber({ dayNumber }),
    minuteOfDay: wallMinute - dayNumber * MINUTES_PER_DAY,
  };
}

/**
 * Whether the period is active at `instantMs`, whose wall clock in the place's zone shows
 * `wallMinute`. Bounds compare the exact instant (both included); ranges compare the minute.
 */
export function isScheduleActiveAt({
  schedule,
  instantMs,
  wallMinute,
}: {
  schedule: PeriodSchedule;
  instantMs: number;
  wallMinute: WallMinute;
}): boolean {
  if (!(schedule.startMs <= instantMs && instantMs <= schedule.endMs)) return false;
  if (schedule.activeAllDay) return true;
  const { weekdayIndex, minuteOfDay } = toWeekdayAndMinute({ wallMinute });
  const ranges = schedule.rangesByWeekday[weekdayIndex] ?? [];
  return ranges.some((range) => range.first <= minuteOfDay && minuteOfDay <= range.last);
}
