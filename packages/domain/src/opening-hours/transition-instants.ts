import {
  instantsOfWallMinute,
  type OffsetTimeline,
  type WallMinute,
  wallMinuteAt,
} from './offset-timeline.js';
import type { PeriodSchedule } from './period-schedule.js';
import { ceilToMinute, DAY_MS, floorToMinute, MINUTE_MS, MINUTES_PER_DAY } from './time-units.js';
import { weekdayIndexOfDayNumber } from './weekday.js';

// Wall-clock days reach past the window by at most a fall-back (an hour or two) and an offset
// (under a day), so one extra day each side covers every range boundary the window can see.
const EXTRA_DAYS = 1;

function overlapsDay({
  schedule,
  dayNumber,
}: {
  schedule: PeriodSchedule;
  dayNumber: number;
}): boolean {
  const earliestMs = (dayNumber - 1) * DAY_MS;
  const latestMs = (dayNumber + 2) * DAY_MS;
  return schedule.startMs <= latestMs && earliestMs <= schedule.endMs;
}

function rangeBoundaryWallMinutes({
  schedules,
  firstDay,
  lastDay,
}: {
  schedules: readonly PeriodSchedule[];
  firstDay: number;
  lastDay: number;
}): Set<WallMinute> {
  const wallMinutes = new Set<WallMinute>();
  for (let dayNumber = firstDay; dayNumber <= lastDay; dayNumber += 1) {
    const midnight = dayNumber * MINUTES_PER_DAY;
    const weekdayIndex = weekdayIndexOfDayNumber({ dayNumber });
    for (const schedule of schedules) {
      if (schedule.activeAllDay || !overlapsDay({ schedule, dayNumber })) continue;
      for (const range of schedule.rangesByWeekday[weekdayIndex] ?? []) {
        wallMinutes.add(midnight + range.first);
        wallMinutes.add(midnight + range.last + 1);
      }
    }
  }
  return wallMinutes;
}

/**
 * Every whole-minute instant in [fromMs, toMs] at which some period may start or stop being
 * active, ascending, always including fromMs (a whole minute). Between two consecutive instants
 * the opening state cannot change, so evaluating it at these instants alone is exact.
 *
 * Candidates: period bounds (first minute at or after the start, first minute after the end),
 * UTC offset changes (the wall clock jumps), and each day's range starts and the minute after
 * each range end, converted to every instant showing them (two after a fall-back, the first
 * instant after a spring-forward gap).
 */
export function collectTransitionInstants({
  schedules,
  timeline,
  fromMs,
  toMs,
}: {
  schedules: readonly PeriodSchedule[];
  timeline: OffsetTimeline;
  fromMs: number;
  toMs: number;
}): number[] {
  const candidates: number[] = [fromMs];
  for (const schedule of schedules) {
    candidates.push(ceilToMinute({ instantMs: schedule.startMs }));
    candidates.push(floorToMinute({ instantMs: schedule.endMs }) + MINUTE_MS);
  }
  for (const segment of timeline.segments) candidates.push(segment.startMs);
  const firstDay =
    Math.floor(wallMinuteAt({ timeline, instantMs: fromMs }) / MINUTES_PER_DAY) - EXTRA_DAYS;
  const lastDay =
    Math.floor(wallMinuteAt({ timeline, instantMs: toMs }) / MINUTES_PER_DAY) + EXTRA_DAYS;
  for (const wallMinute of rangeBoundaryWallMinutes({ schedules, firstDay, lastDay })) {
    candidates.push(...instantsOfWallMinute({ timeline, wallMinute }));
  }
  const inWindow = candidates.filter((instantMs) => fromMs <= instantMs && instantMs <= toMs);
  return [...new Set(inWindow)].sort((a, b) => a - b);
}
