import { describe, expect, it } from 'vitest';
import { entryInstant, entryWindow } from './entry-window.ts';

const now = new Date('2026-11-23T18:00:00Z');

describe('entryWindow', () => {
  it('reads the time on the lot clock and looks an hour either side', () => {
    // 10:30 in Madrid in November is 09:30 UTC (CET, UTC+1).
    expect(
      entryWindow({ date: '2026-11-23', time: '10:30', timeZone: 'Europe/Madrid', now }),
    ).toEqual({
      from: '2026-11-23T08:30:00.000Z',
      to: '2026-11-23T10:30:00.000Z',
    });
  });

  it('never looks past now', () => {
    // 18:30 Madrid = 17:30Z: half an hour before now.
    expect(
      entryWindow({ date: '2026-11-23', time: '18:30', timeZone: 'Europe/Madrid', now }),
    ).toEqual({
      from: '2026-11-23T16:30:00.000Z',
      to: '2026-11-23T18:00:00.000Z',
    });
  });

  it('refuses an entry still to come and what does not parse', () => {
    expect(
      entryWindow({ date: '2026-11-23', time: '20:00', timeZone: 'Europe/Madrid', now }),
    ).toBeNull();
    expect(entryWindow({ date: '', time: '10:00', timeZone: 'Europe/Madrid', now })).toBeNull();
    expect(
      entryWindow({ date: '2026-11-23', time: '', timeZone: 'Europe/Madrid', now }),
    ).toBeNull();
    expect(
      entryWindow({ date: '2026-13-01', time: '10:00', timeZone: 'Europe/Madrid', now }),
    ).toBeNull();
  });

  it('takes the first of a time the clock shows twice (the autumn change)', () => {
    // 2026-10-25 02:30 happens twice in Madrid: first at 00:30Z (CEST).
    const window = entryWindow({
      date: '2026-10-25',
      time: '02:30',
      timeZone: 'Europe/Madrid',
      now,
    });
    expect(window?.from).toBe('2026-10-24T23:30:00.000Z');
  });

  it('gives the entry itself, for the look-alikes nearest to it', () => {
    expect(
      entryInstant({ date: '2026-11-23', time: '18:30', timeZone: 'Europe/Madrid', now }),
    ).toBe('2026-11-23T17:30:00.000Z');
    expect(
      entryInstant({ date: '2026-11-23', time: '20:00', timeZone: 'Europe/Madrid', now }),
    ).toBeNull();
  });
});
