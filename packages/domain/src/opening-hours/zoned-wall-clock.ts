import { buildOffsetTimeline, instantsOfWallMinute } from './offset-timeline.js';
import { DAY_MS, MINUTE_MS } from './time-units.js';

/** A reading of a place's wall clock, to the minute. month is 1..12, hour 0..23. */
export interface ZonedWallClock {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
}

/**
 * The instant at which the wall clock of `timeZone` shows `wallClock`. A time the clock shows
 * twice (fall back) gives the earlier instant; a time it skips (spring forward) gives the first
 * instant after the gap, e.g. 02:30 on 2026-03-08 in New York is 03:00 EDT (07:00Z).
 */
export function fromZonedWallClock({
  wallClock,
  timeZone,
}: {
  wallClock: ZonedWallClock;
  timeZone: string;
}): Date {
  const { year, month, day, hour, minute } = wallClock;
  const wallClockAsUtcMs = Date.UTC(year, month - 1, day, hour, minute);
  const timeline = buildOffsetTimeline({
    timeZone,
    fromMs: wallClockAsUtcMs - 2 * DAY_MS,
    toMs: wallClockAsUtcMs + 2 * DAY_MS,
  });
  const [first] = instantsOfWallMinute({ timeline, wallMinute: wallClockAsUtcMs / MINUTE_MS });
  if (first === undefined) throw new RangeError(`No instant shows that wall clock in ${timeZone}`);
  return new Date(first);
}
