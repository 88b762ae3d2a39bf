import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type BookingWindowDraft,
  changeBookingWindow,
  END_OF_DAY_MINUTES,
  getDefaultWindow,
  getEarliestDate,
  getMinimumTime,
  getTimeOptions,
  toRequestedWindow,
} from './booking-window.js';

const LA = 'America/Los_Angeles';
const MADRID = 'Europe/Madrid';
const at = (iso: string) => new Date(iso);
const hm = (hours: number, minutes = 0) => hours * 60 + minutes;

describe('getDefaultWindow', () => {
  it('starts at the next half hour on the place clock and ends 6 hours later', () => {
    // 10:10 in Madrid (CET, UTC+1).
    expect(getDefaultWindow({ now: at('2026-01-05T09:10:00Z'), timeZone: MADRID })).toEqual({
      entryDate: '2026-01-05',
      entryTime: hm(10, 30),
      exitDate: '2026-01-05',
      exitTime: hm(16, 30),
    });
  });

  it('keeps a time already on the half hour', () => {
    const draft = getDefaultWindow({ now: at('2026-01-05T09:30:00Z'), timeZone: MADRID });
    expect(draft.entryTime).toBe(hm(10, 30));
  });

  it('crosses midnight into the next day', () => {
    // 21:40 in Los Angeles (PST, UTC-8) on Jan 5.
    expect(getDefaultWindow({ now: at('2026-01-06T05:40:00Z'), timeZone: LA })).toEqual({
      entryDate: '2026-01-05',
      entryTime: hm(22),
      exitDate: '2026-01-06',
      exitTime: hm(4),
    });
  });

  it('starts tomorrow at midnight once today has no half hour left', () => {
    // 23:45 in Madrid.
    expect(getDefaultWindow({ now: at('2026-01-05T22:45:00Z'), timeZone: MADRID })).toEqual({
      entryDate: '2026-01-06',
      entryTime: 0,
      exitDate: '2026-01-06',
      exitTime: hm(6),
    });
  });

  it('gives 6 elapsed hours across the spring-forward night (Los Angeles, 2026-03-08)', () => {
    // 01:10 PST; the clock jumps from 02:00 to 03:00.
    const draft = getDefaultWindow({ now: at('2026-03-08T09:10:00Z'), timeZone: LA });
    expect(draft).toEqual({
      entryDate: '2026-03-08',
      entryTime: hm(1, 30),
      exitDate: '2026-03-08',
      exitTime: hm(8, 30),
    });
    const window = toRequestedWindow({ draft, timeZone: LA });
    expect(window).toEqual({
      ok: true,
      startTime: '2026-03-08T09:30:00.000Z',
      endTime: '2026-03-08T15:30:00.000Z',
    });
  });

  it('gives 6 elapsed hours across the fall-back night (Madrid, 2026-10-25)', () => {
    // 00:20 CEST; the clock goes back from 03:00 to 02:00.
    const draft = getDefaultWindow({ now: at('2026-10-24T22:20:00Z'), timeZone: MADRID });
    expect(draft).toMatchObject({ entryTime: hm(0, 30), exitTime: hm(5, 30) });
  });
});

describe('getMinimumTime and getEarliestDate', () => {
  const clock = { now: at('2026-01-05T09:10:00Z'), timeZone: MADRID };

  it('is the current time rounded up today, midnight on a later day', () => {
    expect(getMinimumTime({ ...clock, date: '2026-01-05' })).toBe(hm(10, 30));
    expect(getMinimumTime({ ...clock, date: '2026-01-06' })).toBe(0);
  });

  it('leaves nothing on a day already gone', () => {
    expect(getMinimumTime({ ...clock, date: '2026-01-04' })).toBe(1440);
  });

  it('counts seconds: 10:30:05 is past 10:30', () => {
    expect(
      getMinimumTime({ now: at('2026-01-05T09:30:05Z'), timeZone: MADRID, date: '2026-01-05' }),
    ).toBe(hm(11));
  });

  it('is today in the place zone, not in UTC', () => {
    // 23:00 on Jan 4 in Los Angeles is already Jan 5 in UTC.
    expect(getEarliestDate({ now: at('2026-01-05T07:00:00Z'), timeZone: LA })).toBe('2026-01-04');
  });
});

describe('getTimeOptions', () => {
  it('lists 48 half hours, disabling those before the minimum', () => {
    const options = getTimeOptions({ date: '2026-01-05', minimum: hm(10, 30), timeZone: MADRID });
    expect(options).toHaveLength(48);
    expect(options[0]).toEqual({ minutes: 0, disabled: true });
    expect(options.find((option) => !option.disabled)?.minutes).toBe(hm(10, 30));
    expect(options.at(-1)).toEqual({ minutes: hm(23, 30), disabled: false });
  });

  it('ends with 23:59 for the exit', () => {
    const options = getTimeOptions({
      date: '2026-01-05',
      minimum: 0,
      timeZone: MADRID,
      withEndOfDay: true,
    });
    expect(options.at(-1)?.minutes).toBe(END_OF_DAY_MINUTES);
  });

  it('leaves out the times the clock skips when it springs forward', () => {
    const la = getTimeOptions({ date: '2026-03-08', minimum: 0, timeZone: LA });
    expect(la.map((option) => option.minutes)).not.toContain(hm(2));
    expect(la.map((option) => option.minutes)).not.toContain(hm(2, 30));
    expect(la).toHaveLength(46);
    const madrid = getTimeOptions({ date: '2026-03-29', minimum: 0, timeZone: MADRID });
    expect(madrid.map((option) => option.minutes)).not.toContain(hm(2, 30));
  });

  it('lists a time the clock shows twice once when it falls back', () => {
    const options = getTimeOptions({ date: '2026-11-01', minimum: 0, timeZone: LA });
    expect(options).toHaveLength(48);
    expect(options.filter((option) => option.minutes === hm(1, 30))).toHaveLength(1);
  });
});

describe('changeBookingWindow', () => {
  const clock = { now: at('2026-01-05T09:10:00Z'), timeZone: MADRID };
  const draft: BookingWindowDraft = {
    entryDate: '2026-01-07',
    entryTime: hm(9),
    exitDate: '2026-01-08',
    exitTime: hm(18),
  };

  it('moves the exit date to an entry date set after it', () => {
    const next = changeBookingWindow({
      ...clock,
      draft,
      change: { field: 'entryDate', value: '2026-01-10' },
    });
    expect(next).toMatchObject({ entryDate: '2026-01-10', exitDate: '2026-01-10' });
  });

  it('moves the entry date to an exit date set before it', () => {
    const next = changeBookingWindow({
      ...clock,
      draft,
      change: { field: 'exitDate', value: '2026-01-06' },
    });
    expect(next).toMatchObject({ entryDate: '2026-01-06', exitDate: '2026-01-06' });
  });

  it('gives the exit 23:59 when a date is chosen and it had no time', () => {
    const empty = { entryDate: null, entryTime: null, exitDate: null, exitTime: null };
    const next = changeBookingWindow({
      ...clock,
      draft: empty,
      change: { field: 'exitDate', value: '2026-01-09' },
    });
    expect(next.exitTime).toBe(END_OF_DAY_MINUTES);
  });

  it('raises an entry time below the minimum when today is chosen', () => {
    const next = changeBookingWindow({
      ...clock,
      draft,
      change: { field: 'entryDate', value: '2026-01-05' },
    });
    expect(next.entryTime).toBe(hm(10, 30));
  });

  it('raises the exit time past an entry moved beyond it on the same day', () => {
    const sameDay = { ...draft, exitDate: '2026-01-07', exitTime: hm(12) };
    const next = changeBookingWindow({
      ...clock,
      draft: sameDay,
      change: { field: 'entryTime', value: hm(15) },
    });
    expect(next.exitTime).toBe(hm(15, 30));
    const late = changeBookingWindow({
      ...clock,
      draft: sameDay,
      change: { field: 'entryTime', value: hm(23, 30) },
    });
    expect(late.exitTime).toBe(END_OF_DAY_MINUTES);
  });

  it('turns a date typed before today into today', () => {
    const next = changeBookingWindow({
      ...clock,
      draft,
      change: { field: 'entryDate', value: '2025-12-31' },
    });
    expect(next.entryDate).toBe('2026-01-05');
  });

  it('never leaves a complete window with its exit before its entry or in the past', () => {
    const dates = fc
      .integer({ min: 0, max: 40 })
      .map((offset) => new Date(Date.UTC(2026, 2, 1 + offset)).toISOString().slice(0, 10));
    const change = fc.oneof(
      fc.record({
        field: fc.constantFrom('entryDate' as const, 'exitDate' as const),
        value: dates,
      }),
      fc.record({
        field: fc.constantFrom('entryTime' as const, 'exitTime' as const),
        value: fc.integer({ min: 0, max: 47 }).map((step) => step * 30),
      }),
    );
    fc.assert(
      fc.property(
        fc.constantFrom(LA, MADRID, 'UTC'),
        fc.integer({ min: 0, max: 20 * 24 * 60 }),
        fc.array(change, { maxLength: 8 }),
        (timeZone, minute, changes) => {
          const now = new Date(Date.UTC(2026, 2, 1) + minute * 60_000);
          let next = getDefaultWindow({ now, timeZone });
          for (const one of changes)
            next = changeBookingWindow({ now, timeZone, draft: next, change: one });
          const window = toRequestedWindow({ draft: next, timeZone });
          expect(String(next.entryDate) <= String(next.exitDate)).toBe(true);
          if (window.ok) expect(Date.parse(window.startTime)).toBeGreaterThanOrEqual(now.getTime());
        },
      ),
    );
  });
});

describe('toRequestedWindow', () => {
  it('waits for both dates and times', () => {
    expect(
      toRequestedWindow({
        draft: { entryDate: '2026-01-05', entryTime: null, exitDate: '2026-01-05', exitTime: 600 },
        timeZone: MADRID,
      }),
    ).toEqual({ ok: false, reason: 'incomplete' });
  });

  it('refuses an exit not after the entry', () => {
    expect(
      toRequestedWindow({
        draft: { entryDate: '2026-01-05', entryTime: 600, exitDate: '2026-01-05', exitTime: 600 },
        timeZone: MADRID,
      }),
    ).toEqual({ ok: false, reason: 'exit-not-after-entry' });
  });

  it('reads both ends on the place clock, 23:59 included', () => {
    expect(
      toRequestedWindow({
        draft: {
          entryDate: '2026-01-05',
          entryTime: hm(8),
          exitDate: '2026-01-05',
          exitTime: END_OF_DAY_MINUTES,
        },
        timeZone: LA,
      }),
    ).toEqual({
      ok: true,
      startTime: '2026-01-05T16:00:00.000Z',
      endTime: '2026-01-06T07:59:00.000Z',
    });
  });
});
