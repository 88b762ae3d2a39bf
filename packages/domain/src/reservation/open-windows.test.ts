import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Period } from '../contracts/place.js';
import { WEEKDAYS } from '../vocabulary/index.js';
import { checkOpeningForWindow } from './availability.js';
import { getDefaultWindow, toRequestedWindow } from './booking-window.js';
import {
  getDefaultOpenWindow,
  isClosedAtTime,
  toWindowDraft,
  windowsByNearness,
} from './open-windows.js';

const LA = 'America/Los_Angeles';
/** Open every day 06:00-22:00 on the lot's clock, as the demo's LAX lot. */
const daily: Period = {
  periodId: '00000000-0000-4000-8000-000000000001',
  type: 'PRIMARY',
  startOfPeriod: '2026-01-01T00:00:00.000Z',
  endOfPeriod: null,
  dayWeek: WEEKDAYS.map((applicableDay) => ({
    applicableDay,
    timePeriodOfDay: [{ startTimeOfPeriod: 6 * 60, endTimeOfPeriod: 22 * 60 }],
  })),
};
const hours = (closingDays: string[] = [], periods: Period[] = [daily]) => ({
  periods,
  timeZone: LA,
  closingDays: closingDays.map((date) => ({ date, reason: null })),
});
const at = (iso: string) => new Date(iso);

describe('getDefaultOpenWindow', () => {
  it('at 22:40 in Los Angeles starts at 06:00 the next morning, for 6 hours', () => {
    // 2026-11-27 22:40 PST is 06:40 UTC on the 28th.
    const draft = getDefaultOpenWindow({
      hours: hours(),
      now: at('2026-11-28T06:40:00Z'),
      timeZone: LA,
    });
    expect(draft).toEqual({
      entryDate: '2026-11-28',
      entryTime: 6 * 60,
      exitDate: '2026-11-28',
      exitTime: 12 * 60,
    });
  });

  it("is the spec's now rounded up while the lot is open for the whole stay", () => {
    const clock = { now: at('2026-11-28T17:10:00Z'), timeZone: LA }; // 09:10 PST
    expect(getDefaultOpenWindow({ hours: hours(), ...clock })).toEqual(getDefaultWindow(clock));
  });

  it('ends at the closing time when 6 hours would end after it', () => {
    const draft = getDefaultOpenWindow({
      hours: hours(),
      now: at('2026-11-29T03:50:00Z'),
      timeZone: LA,
    });
    // 19:50 PST: 20:00 to 22:00, not 02:00 when the lot is closed.
    expect(draft).toMatchObject({ entryDate: '2026-11-28', entryTime: 20 * 60, exitTime: 22 * 60 });
  });

  it('skips a closing day', () => {
    const draft = getDefaultOpenWindow({
      hours: hours(['2026-11-28']),
      now: at('2026-11-28T06:40:00Z'),
      timeZone: LA,
    });
    expect(draft).toMatchObject({ entryDate: '2026-11-29', entryTime: 6 * 60 });
  });

  it("falls back to the spec's default when nothing opens within 30 days", () => {
    const clock = { now: at('2026-11-28T06:40:00Z'), timeZone: LA };
    expect(getDefaultOpenWindow({ hours: hours([], []), ...clock })).toEqual(
      getDefaultWindow(clock),
    );
  });

  it('always gives a window the hours accept, whenever it is opened (property)', () => {
    const from = Date.parse('2026-01-01T00:00:00Z');
    const to = Date.parse('2027-01-01T00:00:00Z');
    fc.assert(
      fc.property(fc.integer({ min: from, max: to }), (nowMs) => {
        const now = new Date(nowMs);
        const draft = getDefaultOpenWindow({ hours: hours(), now, timeZone: LA });
        const window = toRequestedWindow({ draft, timeZone: LA });
        if (!window.ok) return false;
        const entry = new Date(window.startTime);
        return (
          // The spec's rounding reads whole seconds: a start a few milliseconds gone is in the
          // server's minute of tolerance.
          entry.getTime() > nowMs - 1000 &&
          entry.getTime() - nowMs < 9 * 3_600_000 &&
          checkOpeningForWindow({ hours: hours(), entry, exit: new Date(window.endTime) }) === null
        );
      }),
      { numRuns: 200 },
    );
  });
});

describe('isClosedAtTime', () => {
  it('marks the half hours outside 06:00-22:00, both bounds open', () => {
    const closed = (minutes: number) =>
      isClosedAtTime({ hours: hours(), date: '2026-11-28', minutes });
    expect([5 * 60 + 30, 6 * 60, 21 * 60 + 30, 22 * 60, 22 * 60 + 30].map(closed)).toEqual([
      true,
      false,
      false,
      false,
      true,
    ]);
  });
  it('marks the whole of a closing day', () => {
    expect(isClosedAtTime({ hours: hours(['2026-11-28']), date: '2026-11-28', minutes: 600 })).toBe(
      true,
    );
  });
});

describe('windowsByNearness', () => {
  const first = (start: string, end: string, earliest: string, closing: string[] = []) => {
    const found = windowsByNearness({
      hours: hours(closing),
      start: at(start),
      end: at(end),
      earliest: at(earliest),
    }).next();
    return found.done ? null : toWindowDraft(found.value, LA);
  };

  it('moves 23:00-05:00 to 06:00-12:00, the same six hours', () => {
    // 23:00 PST on the 28th is 07:00 UTC on the 29th.
    expect(first('2026-11-29T07:00:00Z', '2026-11-29T13:00:00Z', '2026-11-28T06:40:00Z')).toEqual({
      entryDate: '2026-11-29',
      entryTime: 6 * 60,
      exitDate: '2026-11-29',
      exitTime: 12 * 60,
    });
  });

  it('moves earlier when that is nearer, never before the earliest start', () => {
    // 21:00-23:00 PST: 20:00-22:00 is half an hour away.
    const window = ['2026-11-29T05:00:00Z', '2026-11-29T07:00:00Z'] as const;
    expect(first(...window, '2026-11-28T17:00:00Z')).toMatchObject({ entryTime: 20 * 60 });
    // Opened at 20:40: the earliest start is 21:00, so the next morning.
    expect(first(...window, '2026-11-29T05:00:00Z')).toMatchObject({
      entryDate: '2026-11-29',
      entryTime: 6 * 60,
    });
  });

  it('steps over a closing day in the window', () => {
    expect(
      first('2026-11-30T17:00:00Z', '2026-11-30T19:00:00Z', '2026-11-28T00:00:00Z', ['2026-11-30']),
    ).toMatchObject({ entryDate: '2026-11-29', entryTime: 20 * 60 });
  });

  it('yields only windows the hours accept, of the asked length (property)', () => {
    const from = Date.parse('2026-03-01T00:00:00Z');
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 60 * 48 }),
        fc.integer({ min: 1, max: 48 }),
        (startStep, lengthSteps) => {
          const start = new Date(from + startStep * 30 * 60_000);
          const end = new Date(start.getTime() + lengthSteps * 30 * 60_000);
          const found = windowsByNearness({ hours: hours(), start, end, earliest: start }).next();
          if (found.done) return true;
          const { value } = found;
          return (
            value.end.getTime() - value.start.getTime() === end.getTime() - start.getTime() &&
            value.start.getTime() >= start.getTime() - 30 * 24 * 3_600_000 &&
            checkOpeningForWindow({ hours: hours(), entry: value.start, exit: value.end }) === null
          );
        },
      ),
      { numRuns: 100 },
    );
  });
});
