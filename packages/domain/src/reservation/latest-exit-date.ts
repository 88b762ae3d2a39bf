import { toZonedParts } from '../opening-hours/zoned-parts.js';
import { fromZonedWallClock } from '../opening-hours/zoned-wall-clock.js';
import { BOOKING_LIMITS } from '../vocabulary/index.js';
import type { LocalDate } from './booking-window.js';

const pad = (value: number) => String(value).padStart(2, '0');

/** The entry an exit's last date counts from. */
export interface LatestExitFrom {
  entryDate: LocalDate;
  entryTime: number | null;
  timeZone: string;
}

/**
 * The last date an exit can be on for an entry at `entryDate` and `entryTime` (minutes; none
 * yet counts as midnight, the earliest): a window is at most 30 days (`checkWindowBounds`, which
 * a quote refuses as 'TOO_LONG'), counted in elapsed time, so a DST change inside it moves the
 * last exit by an hour on the place's clock and, at midnight, by a date.
 */
export function getLatestExitDate({ entryDate, entryTime, timeZone }: LatestExitFrom): LocalDate {
  const [year, month, day] = entryDate.split('-').map(Number) as [number, number, number];
  const minutes = entryTime ?? 0;
  const entry = fromZonedWallClock({
    wallClock: { year, month, day, hour: Math.floor(minutes / 60), minute: minutes % 60 },
    timeZone,
  });
  const last = toZonedParts({
    date: new Date(entry.getTime() + BOOKING_LIMITS.maxWindowMs),
    timeZone,
  });
  return `${last.year}-${pad(last.month)}-${pad(last.day)}`;
}
