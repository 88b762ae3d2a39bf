import { describe, expect, it } from 'vitest';
import {
  CLOSING_SOON_WINDOW_DAYS,
  getSearchWindow,
  OPENING_SEARCH_HORIZON_DAYS,
  summarizeClosingStatus,
} from './closing-status-summary.js';
import type { OpeningState } from './opening-state.js';

const MINUTE = 60_000;
const DAY = 1440 * MINUTE;
const nowMs = Date.parse('2026-01-05T12:00:30.000Z');
const window = getSearchWindow({ nowMs });
const OPEN: OpeningState = { isOpen: true, isPrimaryActive: true, isExceptionActive: false };
const CLOSED: OpeningState = { isOpen: false, isPrimaryActive: false, isExceptionActive: false };
const EXCEPTION: OpeningState = { isOpen: false, isPrimaryActive: true, isExceptionActive: true };

/** States that change at the given instants and hold until the next one. */
function timelineOf(changes: [number, OpeningState][]) {
  return {
    upcomingInstants: changes.map(([instantMs]) => instantMs),
    stateAt: (instantMs: number) => changes.find(([at]) => at === instantMs)?.[1] ?? CLOSED,
  };
}

describe('spec constants', () => {
  it('are 7 days closing soon and a 30-day horizon (spec 9)', () => {
    expect(CLOSING_SOON_WINDOW_DAYS).toBe(7);
    expect(OPENING_SEARCH_HORIZON_DAYS).toBe(30);
  });
});

describe('getSearchWindow', () => {
  it('searches whole minutes from the next minute to 30 days after now', () => {
    expect(window).toEqual({
      nowMinuteMs: nowMs - 30_000,
      fromMs: nowMs - 30_000 + MINUTE,
      toMs: nowMs - 30_000 + 30 * DAY,
      closingSoonUntilMs: nowMs - 30_000 + 7 * DAY,
    });
  });
});

describe('summarizeClosingStatus', () => {
  it('stops reading once an open place has closed, reopened and the exception is known', () => {
    const read: number[] = [];
    const states = timelineOf([
      [window.fromMs, EXCEPTION],
      [window.fromMs + DAY, OPEN],
      [window.fromMs + 2 * DAY, CLOSED],
    ]);
    const status = summarizeClosingStatus({
      window,
      current: OPEN,
      upcomingInstants: states.upcomingInstants,
      stateAt: (instantMs) => {
        read.push(instantMs);
        return states.stateAt(instantMs);
      },
    });
    expect(read).toHaveLength(2);
    expect(status).toEqual({
      isOpen: true,
      isClosingSoon: true,
      closingType: 'none',
      nextOpeningDate: null,
      nextClosingDate: { from: new Date(window.fromMs), to: new Date(window.fromMs + DAY) },
    });
  });

  it('keeps the first reopening when later instants are open too', () => {
    const states = timelineOf([
      [window.fromMs, CLOSED],
      [window.fromMs + DAY, OPEN],
      [window.fromMs + 2 * DAY, OPEN],
    ]);
    const status = summarizeClosingStatus({ window, current: OPEN, ...states });
    expect(status.nextClosingDate?.to).toEqual(new Date(window.fromMs + DAY));
  });

  it('reports a closed place from now (minute floored) to the next opening', () => {
    const states = timelineOf([[window.fromMs + DAY, OPEN]]);
    expect(summarizeClosingStatus({ window, current: EXCEPTION, ...states })).toEqual({
      isOpen: false,
      isClosingSoon: false,
      closingType: 'exceptional',
      nextOpeningDate: new Date(window.fromMs + DAY),
      nextClosingDate: { from: new Date(window.nowMinuteMs), to: new Date(window.fromMs + DAY) },
    });
  });
});
