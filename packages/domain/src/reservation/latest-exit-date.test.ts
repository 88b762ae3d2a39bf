import { describe, expect, it } from 'vitest';
import { BOOKING_LIMITS } from '../vocabulary/index.js';
import { checkWindowBounds } from './availability.js';
import { toRequestedWindow } from './booking-window.js';
import { getLatestExitDate } from './latest-exit-date.js';

const LA = 'America/Los_Angeles';
const MADRID = 'Europe/Madrid';
const hm = (hours: number, minutes = 0) => hours * 60 + minutes;

/** Whether a quote would take an exit at `exitTime` on `exitDate` for this entry. */
function exitAccepted(entry: { date: string; time: number }, exit: { date: string; time: number }) {
  const window = toRequestedWindow({
    draft: {
      entryDate: entry.date,
      entryTime: entry.time,
      exitDate: exit.date,
      exitTime: exit.time,
    },
    timeZone: LA,
  });
  if (!window.ok) return false;
  const start = new Date(window.startTime);
  return checkWindowBounds({ start, end: new Date(window.endTime), now: start }) === null;
}

describe('getLatestExitDate', () => {
  it('is 30 days after the entry, the longest window a quote takes', () => {
    expect(BOOKING_LIMITS.maxWindowMs).toBe(30 * 24 * 60 * 60_000);
    expect(
      getLatestExitDate({ entryDate: '2026-01-05', entryTime: hm(10), timeZone: MADRID }),
    ).toBe('2026-02-04');
  });

  it('crosses a month and a year end', () => {
    expect(getLatestExitDate({ entryDate: '2026-12-15', entryTime: hm(9), timeZone: LA })).toBe(
      '2027-01-14',
    );
  });

  it('counts an entry without its time from midnight, the earliest it can be', () => {
    expect(getLatestExitDate({ entryDate: '2026-01-05', entryTime: null, timeZone: LA })).toBe(
      '2026-02-04',
    );
  });

  it('is a date earlier when the clocks fall back inside the window and the entry is at midnight', () => {
    // Los Angeles falls back on 1 November 2026: 30 days after midnight on 20 October is 23:00
    // on 18 November on the place's clock.
    expect(getLatestExitDate({ entryDate: '2026-10-20', entryTime: 0, timeZone: LA })).toBe(
      '2026-11-18',
    );
    expect(
      exitAccepted({ date: '2026-10-20', time: 0 }, { date: '2026-11-18', time: hm(23) }),
    ).toBe(true);
    expect(exitAccepted({ date: '2026-10-20', time: 0 }, { date: '2026-11-19', time: 0 })).toBe(
      false,
    );
  });

  it('keeps the date when the clocks spring forward inside the window', () => {
    // Los Angeles springs forward on 8 March 2026: 30 days after 22:00 on 1 March is 23:00 on
    // 31 March.
    expect(getLatestExitDate({ entryDate: '2026-03-01', entryTime: hm(22), timeZone: LA })).toBe(
      '2026-03-31',
    );
  });

  it('names a date some exit on it is accepted and none after it is', () => {
    for (const entry of [
      { date: '2026-01-05', time: hm(10) },
      { date: '2026-10-20', time: 0 },
      { date: '2026-03-01', time: hm(23, 30) },
    ]) {
      const latest = getLatestExitDate({
        entryDate: entry.date,
        entryTime: entry.time,
        timeZone: LA,
      });
      expect(exitAccepted(entry, { date: latest, time: 0 }), latest).toBe(true);
      const next = new Date(`${latest}T00:00:00Z`);
      next.setUTCDate(next.getUTCDate() + 1);
      const after = next.toISOString().slice(0, 10);
      expect(exitAccepted(entry, { date: after, time: 0 }), after).toBe(false);
    }
  });
});
