import { formatDurationMinutes, type RateTiming } from '@parking/domain';

/** A rate line's columns as the domain's RateTiming (durationEnd PTnHnM, local minutes). */
export function toRateTiming(line: {
  durationMinutes: number | null;
  startBeforeMinute: number | null;
  endTimeOfPeriodMinute: number | null;
}): RateTiming {
  const hasTimeOfDay = line.startBeforeMinute !== null || line.endTimeOfPeriodMinute !== null;
  return {
    durationEnd: line.durationMinutes === null ? null : formatDurationMinutes(line.durationMinutes),
    timePeriodOfDay: hasTimeOfDay
      ? { startBefore: line.startBeforeMinute, endTimeOfPeriod: line.endTimeOfPeriodMinute }
      : null,
  };
}
