import type { WallMinute } from './offset-timeline.js';
import { isScheduleActiveAt, type PeriodSchedule } from './period-schedule.js';

/** What the periods say about one instant. */
export interface OpeningState {
  /** Some PRIMARY period is active and no EXCEPTION period is. */
  readonly isOpen: boolean;
  readonly isPrimaryActive: boolean;
  readonly isExceptionActive: boolean;
}

/**
 * The opening state at `instantMs` (wall clock `wallMinute`). VALID periods never change it: the
 * spec gives them no effect on opening, so they are ignored rather than guessed at.
 */
export function getOpeningStateAt({
  schedules,
  instantMs,
  wallMinute,
}: {
  schedules: readonly PeriodSchedule[];
  instantMs: number;
  wallMinute: WallMinute;
}): OpeningState {
  const isActive = (schedule: PeriodSchedule) =>
    isScheduleActiveAt({ schedule, instantMs, wallMinute });
  const isPrimaryActive = schedules.some((s) => s.type === 'PRIMARY' && isActive(s));
  const isExceptionActive = schedules.some((s) => s.type === 'EXCEPTION' && isActive(s));
  return { isOpen: isPrimaryActive && !isExceptionActive, isPrimaryActive, isExceptionActive };
}
