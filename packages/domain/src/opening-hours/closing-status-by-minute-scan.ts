import { getSearchWindow, summarizeClosingStatus } from './closing-status-summary.js';
import type { ClosingStatus, ClosingStatusInput } from './closing-status-types.js';
import { getOpeningStateAt } from './opening-state.js';
import { toPeriodSchedule } from './period-schedule.js';
import { MINUTE_MS } from './time-units.js';
import { toWallMinuteByFormat } from './wall-minute-by-format.js';

function* everyMinute({ fromMs, toMs }: { fromMs: number; toMs: number }): Generator<number> {
  for (let instantMs = fromMs; instantMs <= toMs; instantMs += MINUTE_MS) yield instantMs;
}

/**
 * The same result as getClosingStatus, found by reading the wall clock through Intl at every
 * minute of the horizon (up to 43,200 reads). Too slow for a page; it is the reference the
 * interval computation is tested and benchmarked against.
 */
export function getClosingStatusByMinuteScan({
  periods,
  now,
  timeZone,
}: ClosingStatusInput): ClosingStatus {
  const nowMs = now.getTime();
  const window = getSearchWindow({ nowMs });
  const schedules = periods.map((period) => toPeriodSchedule({ period }));
  const stateAt = (instantMs: number) =>
    getOpeningStateAt({
      schedules,
      instantMs,
      wallMinute: toWallMinuteByFormat({ instantMs, timeZone }),
    });
  return summarizeClosingStatus({
    window,
    current: stateAt(nowMs),
    upcomingInstants: everyMinute({ fromMs: window.fromMs, toMs: window.toMs }),
    stateAt,
  });
}
