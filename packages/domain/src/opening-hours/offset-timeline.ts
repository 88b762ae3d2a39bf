import { MINUTE_MS, MINUTES_PER_DAY } from './time-units.js';
import { getTimeZoneOffsetMinutes } from './zoned-parts.js';

/** From `startMs` (a whole minute) until the next segment, the zone is `offsetMinutes` ahead of UTC. */
interface OffsetSegment {
  readonly startMs: number;
  readonly offsetMinutes: number;
}

/**
 * A time zone's UTC offsets over a window, so that converting between instants and wall-clock
 * minutes inside it is arithmetic instead of one Intl call per conversion. The first segment
 * starts at -Infinity and the last runs to +Infinity; outside the window they only extrapolate.
 */
export interface OffsetTimeline {
  readonly segments: readonly OffsetSegment[];
}

/**
 * A wall-clock minute: minutes since 1970-01-01 00:00 on the zone's wall clock, as if that clock
 * were UTC. Its day number is floor(wallMinute / 1440), its minute of day the remainder.
 */
export type WallMinute = number;

// Real zones never change offset twice within one sample step, so one offset read per day
// (plus a binary search where it changed) finds every transition.
const SAMPLE_STEP_MINUTES = MINUTES_PER_DAY;

function offsetAtMinute({ minute, timeZone }: { minute: number; timeZone: string }): number {
  return getTimeZoneOffsetMinutes({ date: new Date(minute * MINUTE_MS), timeZone });
}

function firstMinuteWithOtherOffset(search: {
  lowMinute: number;
  highMinute: number;
  lowOffset: number;
  timeZone: string;
}): number {
  let { lowMinute, highMinute } = search;
  while (highMinute - lowMinute > 1) {
    const middle = Math.floor((lowMinute + highMinute) / 2);
    if (offsetAtMinute({ minute: middle, timeZone: search.timeZone }) === search.lowOffset)
      lowMinute = middle;
    else highMinute = middle;
  }
  return highMinute;
}

/** Reads the offsets of `timeZone` between `fromMs` and `toMs`, transitions to the minute. */
export function buildOffsetTimeline({
  timeZone,
  fromMs,
  toMs,
}: {
  timeZone: string;
  fromMs: number;
  toMs: number;
}): OffsetTimeline {
  const lastMinute = Math.ceil(toMs / MINUTE_MS);
  let sampleMinute = Math.floor(fromMs / MINUTE_MS);
  let sampleOffset = offsetAtMinute({ minute: sampleMinute, timeZone });
  const segments: OffsetSegment[] = [{ startMs: -Infinity, offsetMinutes: sampleOffset }];
  while (sampleMinute < lastMinute) {
    const nextMinute = Math.min(sampleMinute + SAMPLE_STEP_MINUTES, lastMinute);
    const nextOffset = offsetAtMinute({ minute: nextMinute, timeZone });
    if (nextOffset !== sampleOffset) {
      const changeMinute = firstMinuteWithOtherOffset({
        lowMinute: sampleMinute,
        highMinute: nextMinute,
        lowOffset: sampleOffset,
        timeZone,
      });
      segments.push({ startMs: changeMinute * MINUTE_MS, offsetMinutes: nextOffset });
    }
    sampleMinute = nextMinute;
    sampleOffset = nextOffset;
  }
  return { segments };
}

function segmentIndexAt({
  timeline,
  instantMs,
}: {
  timeline: OffsetTimeline;
  instantMs: number;
}): number {
  let index = 0;
  for (let candidate = 1; candidate < timeline.segments.length; candidate += 1) {
    const segment = timeline.segments[candidate];
    if (segment === undefined || segment.startMs > instantMs) break;
    index = candidate;
  }
  return index;
}

export function offsetMinutesAt({
  timeline,
  instantMs,
}: {
  timeline: OffsetTimeline;
  instantMs: number;
}): number {
  return timeline.segments[segmentIndexAt({ timeline, instantMs })]?.offsetMinutes ?? 0;
}

/** The wall-clock minute showing at `instantMs` (seconds dropped). */
export function wallMinuteAt({
  timeline,
  instantMs,
}: {
  timeline: OffsetTimeline;
  instantMs: number;
}): WallMinute {
  return Math.floor(instantMs / MINUTE_MS) + offsetMinutesAt({ timeline, instantMs });
}

/**
 * Every whole-minute instant at which the wall clock shows `wallMinute`, ascending: one usually,
 * two when the clock falls back over it, and for a minute skipped by a spring-forward gap the
 * first instant after the gap.
 */
export function instantsOfWallMinute({
  timeline,
  wallMinute,
}: {
  timeline: OffsetTimeline;
  wallMinute: WallMinute;
}): number[] {
  const { segments } = timeline;
  const instants: number[] = [];
  for (const [index, segment] of segments.entries()) {
    const instantMs = (wallMinute - segment.offsetMinutes) * MINUTE_MS;
    const endMs = segments[index + 1]?.startMs ?? Infinity;
    if (instantMs >= segment.startMs && instantMs < endMs) instants.push(instantMs);
  }
  if (instants.length > 0) return instants;
  for (const [index, segment] of segments.entries()) {
    const previous = segments[index - 1];
    if (previous === undefined) continue;
    const transitionMinute = segment.startMs / MINUTE_MS;
    const lastWallMinuteBefore = transitionMinute - 1 + previous.offsetMinutes;
    const firstWallMinuteAfter = transitionMinute + segment.offsetMinutes;
    if (lastWallMinuteBefore < wallMinute && wallMinute < firstWallMinuteAfter) {
      return [segment.startMs];
    }
  }
  return [];
}
