import type { ClosingStatus } from './closing-status-types.js';
import type { OpeningState } from './opening-state.js';
import { DAY_MS, floorToMinute, MINUTE_MS } from './time-units.js';

/** An open place is 'closing soon' when an EXCEPTION starts within this many days (spec 9). */
export const CLOSING_SOON_WINDOW_DAYS = 7;
/** How far ahead the next opening and the next closure are searched (spec 9). */
export const OPENING_SEARCH_HORIZON_DAYS = 30;

/** The whole-minute instants a status looks at, all derived from `now`. */
export interface SearchWindow {
  /** now, seconds dropped. */
  readonly nowMinuteMs: number;
  /** The first minute searched: the next whole minute after now. */
  readonly fromMs: number;
  /** The last minute searched: nowMinute + 30 days (absolute days, DST-independent). */
  readonly toMs: number;
  /** The last minute at which an EXCEPTION start still makes the place 'closing soon'. */
  readonly closingSoonUntilMs: number;
}

export function getSearchWindow({ nowMs }: { nowMs: number }): SearchWindow {
  const nowMinuteMs = floorToMinute({ instantMs: nowMs });
  return {
    nowMinuteMs,
    fromMs: nowMinuteMs + MINUTE_MS,
    toMs: nowMinuteMs + OPENING_SEARCH_HORIZON_DAYS * DAY_MS,
    closingSoonUntilMs: nowMinuteMs + CLOSING_SOON_WINDOW_DAYS * DAY_MS,
  };
}

/**
 * Builds the status from the state now and the states at `upcomingInstants`: ascending
 * whole-minute instants within the search window, each standing for every minute until the next
 * one. Both the interval computation (transition instants) and the minute scan (every minute)
 * feed this one definition; it stops reading as soon as the answer is known.
 */
export function summarizeClosingStatus({
  window,
  current,
  upcomingInstants,
  stateAt,
}: {
  window: SearchWindow;
  current: OpeningState;
  upcomingInstants: Iterable<number>;
  stateAt: (instantMs: number) => OpeningState;
}): ClosingStatus {
  if (!current.isOpen) {
    let nextOpeningMs: number | null = null;
    for (const instantMs of upcomingInstants) {
      if (stateAt(instantMs).isOpen) {
        nextOpeningMs = instantMs;
        break;
      }
    }
    const nextOpeningDate = nextOpeningMs === null ? null : new Date(nextOpeningMs);
    return {
      isOpen: false,
      isClosingSoon: false,
      // Closed while a PRIMARY is active can only mean an EXCEPTION is active too.
      closingType: current.isPrimaryActive ? 'exceptional' : 'regular',
      nextOpeningDate,
      nextClosingDate: { from: new Date(window.nowMinuteMs), to: nextOpeningDate },
    };
  }
  let exceptionFromMs: number | null = null;
  let closedFromMs: number | null = null;
  let reopenedAtMs: number | null = null;
  for (const instantMs of upcomingInstants) {
    const state = stateAt(instantMs);
    if (exceptionFromMs === null && state.isExceptionActive) exceptionFromMs = instantMs;
    if (closedFromMs === null) {
      if (!state.isOpen) closedFromMs = instantMs;
    } else if (reopenedAtMs === null && state.isOpen) {
      reopenedAtMs = instantMs;
    }
    const exceptionKnown = exceptionFromMs !== null || instantMs >= window.closingSoonUntilMs;
    if (reopenedAtMs !== null && exceptionKnown) break;
  }
  return {
    isOpen: true,
    isClosingSoon: exceptionFromMs !== null && exceptionFromMs <= window.closingSoonUntilMs,
    closingType: 'none',
    nextOpeningDate: null,
    nextClosingDate:
      closedFromMs === null
        ? null
        : {
            from: new Date(closedFromMs),
            to: reopenedAtMs === null ? null : new Date(reopenedAtMs),
          },
  };
}
