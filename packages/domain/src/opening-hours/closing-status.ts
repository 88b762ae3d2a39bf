import { getSearchWindow, summarizeClosingStatus } from './closing-status-summary.js';
import type { ClosingStatus, ClosingStatusInput } from './closing-status-types.js';
import { buildOffsetTimeline, wallMinuteAt } from './offset-timeline.js';
import { getOpeningStateAt } from './opening-state.js';
import { toPeriodSchedule } from './period-schedule.js';
import { DAY_MS } from './time-units.js';
import { collectTransitionInstants } from './transition-instants.js';

/**
 * Whether the place is open at `now` and when that changes, judged on the place's wall clock.
 * Semantics: ./README.md. Reasons over intervals: the state is evaluated only at the instants
 * where some period can start or stop being active, so the cost grows with the number of
 * period boundaries in the 30-day horizon, not with its 43,200 minutes.
 */
export function getClosingStatus({ periods, now, timeZone }: ClosingStatusInput): ClosingStatus {
  const nowMs = now.getTime();
  const window = getSearchWindow({ nowMs });
  const timeline = buildOffsetTimeline({
    timeZone,
    fromMs: window.nowMinuteMs - DAY_MS,
    toMs: window.toMs + DAY_MS,
  });
  const schedules = periods.map((period) => toPeriodSchedule({ period }));
  const stateAt = (instantMs: number) =>
    getOpeningStateAt({ schedules, instantMs, wallMinute: wallMinuteAt({ timeline, instantMs }) });
  return summarizeClosingStatus({
    window,
    current: stateAt(nowMs),
    upcomingInstants: collectTransitionInstants({
      schedules,
      timeline,
      fromMs: window.fromMs,
      toMs: window.toMs,
    }),
    stateAt,
  });
}
