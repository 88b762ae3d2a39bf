import type { TimePeriodOfDay } from '../contracts/place.js';
import { formatMinutesOfDay } from './minutes-of-day.js';
import { MINUTES_PER_DAY } from './time-units.js';

/** Whether the range ends on the next day: an end above 1439, or an end before its start. */
export function endsNextDay({ range }: { range: TimePeriodOfDay }): boolean {
  return (
    range.endTimeOfPeriod >= MINUTES_PER_DAY || range.startTimeOfPeriod > range.endTimeOfPeriod
  );
}

/** 'HH:mm - HH:mm' in 24-hour time, with ' (+1)' when the range ends on the next day. */
export function formatTimeRange({ range }: { range: TimePeriodOfDay }): string {
  const start = formatMinutesOfDay({ minutes: range.startTimeOfPeriod });
  const end = formatMinutesOfDay({ minutes: range.endTimeOfPeriod });
  return `${start} - ${end}${endsNextDay({ range }) ? ' (+1)' : ''}`;
}
