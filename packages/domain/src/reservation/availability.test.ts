import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Period } from '../contracts/place.js';
import { WEEKDAYS } from '../vocabulary/index.js';
import { checkOpeningForWindow, checkWindowBounds } from './availability.js';

const at = (iso: string) => new Date(iso);
/** Open every day 07:00-23:00 (wall clock), from 2026 on. */
const dailyHours: Period = {
  periodId: '00000000-0000-4000-8000-000000000001',
  type: 'PRIMARY',
  startOfPeriod: '2026-01-01T00:00:00.000Z',
  endOfPeriod: null,
  dayWeek: WEEKDAYS.map((applicableDay) => ({
    applicableDay,
    timePeriodOfDay: [{ startTimeOfPeriod: 7 * 60, endTimeOfPeriod: 23 * 60 }],
  })),
};
const allDay: Period = { ...dailyHours, dayWeek: [] };
const exception = (from: string, to: string): Period => ({
  periodId: '00000000-0000-4000-8000-000000000002',
  type: 'EXCEPTION',
  startOfPeriod: from,
  endOfPeriod: to,
  dayWeek: [],
});
const hours = (periods: Period[], timeZone = 'Europe/Madrid', closingDays: string[] = []) => ({
  periods,
  timeZone,
  closingDays: closingDays.map((date) => ({ date, reason: null })),
});

describe('checkWindowBounds', () => {
  const now = at('2026-05-04T10:00:00Z');
  it('accepts a start up to a minute in the past, refuses an older one', () => {
    const end = at('2026-05-04T12:00:00Z');
    expect(checkWindowBounds({ start: at('2026-05-04T09:59:01Z'), end, now })).toBeNull();
    expect(checkWindowBounds({ start: at('2026-05-04T09:58:59Z'), end, now })).toBe(
      'START_IN_PAST',
    );
  });
  it('refuses an exit at or before the entry, and more than 30 days', () => {
    const start = at('2026-05-04T11:00:00Z');
    expect(checkWindowBounds({ start, end: start, now })).toBe('END_NOT_AFTER_START');
    expect(checkWindowBounds({ start, end: at('2026-06-03T11:00:00Z'), now })).toBeNull();
    expect(checkWindowBounds({ start, end: at('2026-06-03T11:01:00Z'), now })).toBe('TOO_LONG');
  });
});

describe('checkOpeningForWindow', () => {
  const check = (h: ReturnType<typeof hours>, entry: string, exit: string, heldEnd?: string) =>
    checkOpeningForWindow({
      hours: h,
      entry: at(entry),
      exit: at(exit),
      ...(heldEnd ? { heldEnd: at(heldEnd) } : {}),
    });

  it('accepts a window across the night closing: the car stays parked', () => {
    // Madrid is UTC+2 in May: 20:00 to 09:00 the next day, local.
    expect(check(hours([dailyHours]), '2026-05-04T18:00:00Z', '2026-05-05T07:00:00Z')).toBeNull();
  });

  it('refuses an entry or an exit while the place is closed (after midnight)', () => {
    expect(check(hours([dailyHours]), '2026-05-04T22:30:00Z', '2026-05-05T07:00:00Z')).toBe(
      'CLOSED_AT_ENTRY',
    );
    expect(check(hours([dailyHours]), '2026-05-04T18:00:00Z', '2026-05-04T22:30:00Z')).toBe(
      'CLOSED_AT_EXIT',
    );
  });

  it('refuses a window an EXCEPTION touches, even at night, or only its held end', () => {
    const closed = exception('2026-05-05T01:00:00.000Z', '2026-05-05T02:00:00.000Z');
    expect(check(hours([dailyHours, closed]), '2026-05-04T18:00:00Z', '2026-05-05T07:00:00Z')).toBe(
      'CLOSURE_IN_WINDOW',
    );
    const later = exception('2026-05-04T20:00:00.000Z', '2026-05-04T21:00:00.000Z');
    expect(
      check(hours([allDay, later]), '2026-05-04T17:00:00Z', '2026-05-04T19:00:00Z'),
    ).toBeNull();
    expect(
      check(
        hours([allDay, later]),
        '2026-05-04T17:00:00Z',
        '2026-05-04T19:00:00Z',
        '2026-05-04T20:00:00Z',
      ),
    ).toBe('CLOSURE_IN_WINDOW');
  });

  it('refuses a closing day in the window, judged on the place clock', () => {
    // 2026-05-06 in Madrid runs from 2026-05-05T22:00Z.
    const h = hours([allDay], 'Europe/Madrid', ['2026-05-06']);
    expect(check(h, '2026-05-05T10:00:00Z', '2026-05-05T21:59:00Z')).toBeNull();
    expect(check(h, '2026-05-05T10:00:00Z', '2026-05-05T22:00:00Z')).toBe('CLOSED_AT_EXIT');
    expect(check(h, '2026-05-05T10:00:00Z', '2026-05-07T10:00:00Z')).toBe('CLOSURE_IN_WINDOW');
  });

  it('reads opening hours on the wall clock across the spring-forward in America/Los_Angeles', () => {
    const h = hours([dailyHours], 'America/Los_Angeles');
    // 2026-03-08: 07:00 PDT is 14:00Z (the day before, 07:00 PST is 15:00Z).
    expect(check(h, '2026-03-08T14:00:00Z', '2026-03-08T20:00:00Z')).toBeNull();
    expect(check(h, '2026-03-07T14:30:00Z', '2026-03-07T20:00:00Z')).toBe('CLOSED_AT_ENTRY');
  });

  it('reads opening hours on the wall clock across the fall-back in Europe/Madrid', () => {
    const h = hours([dailyHours], 'Europe/Madrid');
    // 2026-10-25: 07:00 CET is 06:00Z; a day earlier 07:00 CEST is 05:00Z.
    expect(check(h, '2026-10-25T05:30:00Z', '2026-10-25T10:00:00Z')).toBe('CLOSED_AT_ENTRY');
    expect(check(h, '2026-10-24T05:30:00Z', '2026-10-25T10:00:00Z')).toBeNull();
  });

  it('a place open all day with no closure accepts every window (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 60 * 24 * 60 }),
        fc.integer({ min: 1, max: 30 * 24 * 60 }),
        fc.constantFrom('UTC', 'Europe/Madrid', 'America/Los_Angeles'),
        (offset, minutes, timeZone) => {
          const entry = new Date(Date.parse('2026-02-01T00:00:00Z') + offset * 60_000);
          const exit = new Date(entry.getTime() + minutes * 60_000);
          expect(
            checkOpeningForWindow({ hours: hours([allDay], timeZone), entry, exit }),
          ).toBeNull();
        },
      ),
      { numRuns: 40 },
    );
  });

  it('an EXCEPTION inside the window always refuses it (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 * 24 * 60 }),
        fc.integer({ min: 2, max: 5 * 24 * 60 }),
        fc.integer({ min: 0, max: 100 }),
        (offset, minutes, where) => {
          const entry = new Date(Date.parse('2026-03-25T00:00:00Z') + offset * 60_000);
          const exit = new Date(entry.getTime() + minutes * 60_000);
          const inside =
            entry.getTime() + Math.floor(((minutes - 1) * where) / 100) * 60_000 + 60_000;
          const closed = exception(
            new Date(inside).toISOString(),
            new Date(inside + 60_000).toISOString(),
          );
          const refusal = checkOpeningForWindow({
            hours: hours([allDay, closed], 'Europe/Madrid'),
            entry,
            exit,
          });
          expect(refusal).not.toBeNull();
        },
      ),
      { numRuns: 40 },
    );
  });
});
