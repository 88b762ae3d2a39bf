import { describe, expect, it } from 'vitest';
import { formatDateTime, formatTimeSoon, isSameDayIn, safeTimeZone } from './date-time.js';

// ICU may separate '3:00' and 'PM' with a narrow no-break space; compare on normalised spaces.
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatDateTime', () => {
  const instant = new Date('2026-11-25T20:00:00Z');

  it('formats in the place time zone and the UI language', () => {
    expect(plain(formatDateTime(instant, { locale: 'en-US', timeZone: 'America/New_York' }))).toBe(
      'November 25, 2026, 3:00 PM',
    );
    expect(formatDateTime(instant, { locale: 'es-ES', timeZone: 'America/New_York' })).toBe(
      '25 de noviembre de 2026, 15:00',
    );
    expect(formatDateTime(instant, { locale: 'es-ES', timeZone: 'Europe/Madrid' })).toBe(
      '25 de noviembre de 2026, 21:00',
    );
  });

  it('crosses the date line with the zone', () => {
    const lateUtc = new Date('2026-03-01T02:30:00Z');
    expect(
      plain(formatDateTime(lateUtc, { locale: 'en-US', timeZone: 'America/Los_Angeles' })),
    ).toBe('February 28, 2026, 6:30 PM');
  });

  it('follows daylight saving time (Madrid, last Sunday of March 2026)', () => {
    const before = new Date('2026-03-29T00:30:00Z');
    const after = new Date('2026-03-29T01:30:00Z');
    expect(formatDateTime(before, { locale: 'es-ES', timeZone: 'Europe/Madrid' })).toBe(
      '29 de marzo de 2026, 1:30',
    );
    expect(formatDateTime(after, { locale: 'es-ES', timeZone: 'Europe/Madrid' })).toBe(
      '29 de marzo de 2026, 3:30',
    );
  });

  it('uses UTC for an unknown or missing zone', () => {
    expect(safeTimeZone('Mars/Olympus')).toBe('UTC');
    expect(safeTimeZone(undefined)).toBe('UTC');
    expect(plain(formatDateTime(instant, { locale: 'en-US', timeZone: 'Nowhere/Zone' }))).toBe(
      'November 25, 2026, 8:00 PM',
    );
  });
});

describe('formatTimeSoon', () => {
  const zone = 'America/New_York';
  // 5:00 PM in New York on November 25.
  const now = new Date('2026-11-25T22:00:00Z');

  it('gives the time alone on the same day of the place clock', () => {
    const at = new Date('2026-11-25T23:19:00Z');
    expect(plain(formatTimeSoon(at, { locale: 'en-US', timeZone: zone, now }))).toBe('6:19 PM');
    expect(formatTimeSoon(at, { locale: 'es-ES', timeZone: zone, now })).toBe('18:19');
  });

  it('adds the day when it falls on another day there, whatever the UTC date says', () => {
    // 10 PM on November 25 in New York, then 00:30 on the 26th: the same UTC day.
    const late = new Date('2026-11-26T03:00:00Z');
    const at = new Date('2026-11-26T05:30:00Z');
    expect(plain(formatTimeSoon(at, { locale: 'en-US', timeZone: zone, now: late }))).toBe(
      'November 26, 2026, 12:30 AM',
    );
    expect(isSameDayIn(at, late, zone)).toBe(false);
    expect(isSameDayIn(at, late, 'UTC')).toBe(true);
  });
});
