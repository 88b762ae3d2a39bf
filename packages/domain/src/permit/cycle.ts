import { toZonedParts } from '../opening-hours/zoned-parts.js';
import { fromZonedWallClock } from '../opening-hours/zoned-wall-clock.js';

/** One paid or payable stretch of a permit: [start, end). */
export interface PermitPeriodRange {
  readonly start: Date;
  readonly end: Date;
}

const daysInMonth = (year: number, month: number) =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * The start of cycle `index` of a permit: `months` calendar months after its anchor, at the
 * anchor's wall-clock time in the place's zone. The day is the anchor's, or the month's last
 * when it has fewer days, and always counted from the anchor, never from the previous cycle:
 * Jan 31 -> Feb 28 (29) -> Mar 31, not Mar 28. A wall-clock time a DST change skips becomes the
 * first instant after the gap (fromZonedWallClock).
 */
export function permitCycleStart({
  anchor,
  index,
  timeZone,
}: {
  anchor: Date;
  index: number;
  timeZone: string;
}): Date {
  const parts = toZonedParts({ date: anchor, timeZone });
  const monthIndex = parts.month - 1 + index;
  const year = parts.year + Math.floor(monthIndex / 12);
  const month = (((monthIndex % 12) + 12) % 12) + 1;
  const day = Math.min(parts.day, daysInMonth(year, month));
  const minuteStart = fromZonedWallClock({
    wallClock: { year, month, day, hour: parts.hour, minute: parts.minute },
    timeZone,
  });
  // The anchor's seconds ride along, so cycle 0 starts exactly at the anchor.
  return new Date(minuteStart.getTime() + (anchor.getTime() % 60_000));
}

/** Cycle `index`: [start of cycle index, start of cycle index + 1). */
export function permitCycle(input: {
  anchor: Date;
  index: number;
  timeZone: string;
}): PermitPeriodRange {
  return {
    start: permitCycleStart(input),
    end: permitCycleStart({ ...input, index: input.index + 1 }),
  };
}

/** The index of the cycle that contains `at` (negative before the anchor). */
export function permitCycleIndexAt({
  anchor,
  at,
  timeZone,
}: {
  anchor: Date;
  at: Date;
  timeZone: string;
}): number {
  const from = toZonedParts({ date: anchor, timeZone });
  const to = toZonedParts({ date: at, timeZone });
  // The calendar months between the two readings, then at most a step either way.
  let index = (to.year - from.year) * 12 + (to.month - from.month);
  while (permitCycleStart({ anchor, index, timeZone }).getTime() > at.getTime()) index -= 1;
  while (permitCycleStart({ anchor, index: index + 1, timeZone }).getTime() <= at.getTime()) {
    index += 1;
  }
  return index;
}
