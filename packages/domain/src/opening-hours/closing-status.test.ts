import type { Period } from '@parking/domain/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ALWAYS,
  at,
  DAY,
  days,
  implementations,
  MINUTE,
  period,
  plus,
  WEEKDAYS,
} from './closing-status.fixtures.js';
import { getClosingStatus } from './closing-status.js';
import type { ClosingStatus } from './closing-status-types.js';

describe.each(implementations)('%s', (_name, closingStatus) => {
  const statusOf = (periods: Period[], now: Date, timeZone = 'UTC'): ClosingStatus =>
    closingStatus({ periods, now, timeZone });

  describe('bounds of a period (inclusive)', () => {
    const bounded = [period('PRIMARY', '2026-01-05T08:00:00.000Z', '2026-01-05T18:00:00.000Z')];

    it('is open at the exact start', () => {
      expect(statusOf(bounded, at('2026-01-05T08:00:00.000Z'))).toEqual({
        isOpen: true,
        isClosingSoon: false,
        closingType: 'none',
        nextOpeningDate: null,
        nextClosingDate: { from: at('2026-01-05T18:01:00.000Z'), to: null },
      });
    });

    it('is closed a second before the start, opening at the next minute', () => {
      expect(statusOf(bounded, at('2026-01-05T07:59:59.000Z'))).toEqual({
        isOpen: false,
        isClosingSoon: false,
        closingType: 'regular',
        nextOpeningDate: at('2026-01-05T08:00:00.000Z'),
        nextClosingDate: {
          from: at('2026-01-05T07:59:00.000Z'),
          to: at('2026-01-05T08:00:00.000Z'),
        },
      });
    });

    it('is open at the exact end and closed a millisecond later', () => {
      expect(statusOf(bounded, at('2026-01-05T18:00:00.000Z')).isOpen).toBe(true);
      expect(statusOf(bounded, at('2026-01-05T18:00:00.001Z'))).toEqual({
        isOpen: false,
        isClosingSoon: false,
        closingType: 'regular',
        nextOpeningDate: null,
        nextClosingDate: { from: at('2026-01-05T18:00:00.000Z'), to: null },
      });
    });

    it('never closes within the horizon when the period is open-ended', () => {
      expect(statusOf([period('PRIMARY', ALWAYS, null)], at('2026-01-05T12:00:00Z'))).toEqual({
        isOpen: true,
        isClosingSoon: false,
        closingType: 'none',
        nextOpeningDate: null,
        nextClosingDate: null,
      });
    });

    it('is closed with no periods at all', () => {
      expect(statusOf([], at('2026-01-05T12:00:00Z'))).toMatchObject({
        isOpen: false,
        closingType: 'regular',
        nextOpeningDate: null,
      });
    });
  });

  describe('time ranges of a day', () => {
    const weekdayHours = [period('PRIMARY', ALWAYS, null, days(WEEKDAYS, 8 * 60, 18 * 60))];

    it('includes the start and end minutes of the range', () => {
      expect(statusOf(weekdayHours, at('2026-01-05T08:00:00Z')).isOpen).toBe(true);
      expect(statusOf(weekdayHours, at('2026-01-05T18:00:59Z')).nextClosingDate).toEqual({
        from: at('2026-01-05T18:01:00Z'),
        to: at('2026-01-06T08:00:00Z'),
      });
    });

    it('finds Monday morning from Friday evening', () => {
      expect(statusOf(weekdayHours, at('2026-01-09T18:30:00Z')).nextOpeningDate).toEqual(
        at('2026-01-12T08:00:00Z'),
      );
    });

    it.each([
      ['end above 1439', 22 * 60, 1440 + 2 * 60],
      ['start above end', 22 * 60, 2 * 60],
    ])('runs past midnight (%s)', (_encoding, start, end) => {
      const night = [period('PRIMARY', ALWAYS, null, days(['MONDAY'], start, end))];
      expect(statusOf(night, at('2026-01-06T01:30:00Z'))).toEqual({
        isOpen: true,
        isClosingSoon: false,
        closingType: 'none',
        nextOpeningDate: null,
        nextClosingDate: { from: at('2026-01-06T02:01:00Z'), to: at('2026-01-12T22:00:00Z') },
      });
      expect(statusOf(night, at('2026-01-06T02:01:00Z')).nextOpeningDate).toEqual(
        at('2026-01-12T22:00:00Z'),
      );
    });

    it('reads the days on the place wall clock, not UTC', () => {
      // 23:30Z Sunday is 00:30 Monday in Madrid.
      const mondays = [period('PRIMARY', ALWAYS, null, days(['MONDAY'], 0, 60))];
      expect(statusOf(mondays, at('2026-01-04T23:30:00Z'), 'Europe/Madrid').isOpen).toBe(true);
      expect(statusOf(mondays, at('2026-01-04T23:30:00Z'), 'UTC').isOpen).toBe(false);
    });
  });

  describe('closing type', () => {
    const now = at('2026-01-05T12:00:00Z');

    it('is exceptional when an EXCEPTION is active over an active PRIMARY', () => {
      const periods = [
        period('PRIMARY', ALWAYS, null),
        period('EXCEPTION', '2026-01-05T00:00:00Z', '2026-01-06T00:00:00Z'),
      ];
      expect(statusOf(periods, now)).toEqual({
        isOpen: false,
        isClosingSoon: false,
        closingType: 'exceptional',
        nextOpeningDate: at('2026-01-06T00:01:00Z'),
        nextClosingDate: { from: now, to: at('2026-01-06T00:01:00Z') },
      });
    });

    it('is regular when no PRIMARY is active, EXCEPTION or not', () => {
      const periods = [
        period('PRIMARY', ALWAYS, null, days(['TUESDAY'], 0, 1439)),
        period('EXCEPTION', '2026-01-05T00:00:00Z', '2026-01-05T23:59:00Z'),
      ];
      expect(statusOf(periods, now)).toMatchObject({
        isOpen: false,
        closingType: 'regular',
        nextOpeningDate: at('2026-01-06T00:00:00Z'),
      });
    });

    it('ignores VALID periods', () => {
      expect(statusOf([period('VALID', ALWAYS, null)], now).isOpen).toBe(false);
      const withValid = [period('PRIMARY', ALWAYS, null), period('VALID', ALWAYS, null)];
      expect(statusOf(withValid, now).isOpen).toBe(true);
    });
  });

  describe('closing soon (EXCEPTION within 7 days)', () => {
    const now = '2026-01-05T12:00:00.000Z';
    const exceptionFrom = (offsetMs: number) => {
      const from = plus(now, offsetMs);
      return [
        period('PRIMARY', ALWAYS, null),
        period('EXCEPTION', from.toISOString(), new Date(from.getTime() + DAY).toISOString()),
      ];
    };

    it('is closing soon 6 days 23 hours ahead, with the closure from and to', () => {
      const status = statusOf(exceptionFrom(6 * DAY + 23 * 60 * MINUTE), at(now));
      expect(status).toEqual({
        isOpen: true,
        isClosingSoon: true,
        closingType: 'none',
        nextOpeningDate: null,
        nextClosingDate: {
          from: at('2026-01-12T11:00:00.000Z'),
          to: at('2026-01-13T11:01:00.000Z'),
        },
      });
    });

    it('is closing soon exactly 7 days ahead', () => {
      expect(statusOf(exceptionFrom(7 * DAY), at(now)).isClosingSoon).toBe(true);
    });

    it('is not closing soon 7 days and 1 minute ahead, but the closure is still known', () => {
      const status = statusOf(exceptionFrom(7 * DAY + MINUTE), at(now));
      expect(status.isClosingSoon).toBe(false);
      expect(status.nextClosingDate?.from).toEqual(at('2026-01-12T12:01:00.000Z'));
    });

    it('is not closing soon when the closure is a regular one', () => {
      const hours = [period('PRIMARY', ALWAYS, null, days(WEEKDAYS, 0, 18 * 60))];
      expect(statusOf(hours, at(now))).toMatchObject({ isOpen: true, isClosingSoon: false });
    });
  });

  describe('next opening within the 30-day horizon', () => {
    const now = '2026-01-05T12:00:00.000Z';
    const opensAfter = (offsetMs: number) => [
      period('PRIMARY', plus(now, offsetMs).toISOString(), null),
    ];

    it('is found exactly 30 days ahead', () => {
      expect(statusOf(opensAfter(30 * DAY), at(now)).nextOpeningDate).toEqual(plus(now, 30 * DAY));
    });

    it('is null 30 days and 1 minute ahead', () => {
      expect(statusOf(opensAfter(30 * DAY + MINUTE), at(now))).toEqual({
        isOpen: false,
        isClosingSoon: false,
        closingType: 'regular',
        nextOpeningDate: null,
        nextClosingDate: { from: at(now), to: null },
      });
    });

    it('rounds a start with seconds up to the next whole minute', () => {
      expect(statusOf(opensAfter(90 * MINUTE + 30_000), at(now)).nextOpeningDate).toEqual(
        plus(now, 91 * MINUTE),
      );
    });
  });
});

describe('getClosingStatus and the clock', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('depends on now only, never on the system clock', () => {
    const input = {
      periods: [period('PRIMARY', ALWAYS, null, days(WEEKDAYS, 480, 1080))],
      now: at('2026-01-05T12:00:00Z'),
      timeZone: 'Europe/Madrid',
    };
    const expected = getClosingStatus(input);
    vi.useFakeTimers();
    vi.setSystemTime(at('1999-12-31T23:59:59Z'));
    expect(getClosingStatus(input)).toEqual(expected);
  });

  it('does not mutate its input', () => {
    const input = {
      periods: [period('PRIMARY', ALWAYS, null, days(['MONDAY'], 1320, 120))],
      now: at('2026-01-05T12:00:00Z'),
      timeZone: 'UTC',
    };
    const copy = structuredClone(input);
    getClosingStatus(input);
    expect(input).toEqual(copy);
  });
});
