import { describe, expect, it } from 'vitest';
import { formatClockTime, formatDateTime, safeTimeZone } from './date-time.js';

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

describe('formatClockTime', () => {
  const evening = new Date('2026-12-01T05:30:00Z'); // 21:30 in Los Angeles, 30 November

  it('writes the language’s clock unless one is fixed', () => {
    const zone = { timeZone: 'America/Los_Angeles' };
    expect(plain(formatClockTime(evening, { ...zone, locale: 'en-US' }))).toBe('9:30 PM');
    expect(formatClockTime(evening, { ...zone, locale: 'es-ES' })).toBe('21:30');
    expect(plain(formatClockTime(evening, { ...zone, locale: 'es-ES', hourCycle: 'h12' }))).toBe(
      '9:30 p. m.',
    );
  });

  // Issue 24: the Spanish time list said '9:00 a. m.' and the quote under it '9:00'.
  it('gives a date and time the same clock as the time list of its screen', () => {
    const clock = { locale: 'es-ES', timeZone: 'America/Los_Angeles', hourCycle: 'h12' } as const;
    expect(plain(formatDateTime(evening, clock))).toBe('30 de noviembre de 2026, 9:30 p. m.');
    expect(formatDateTime(evening, clock).endsWith(formatClockTime(evening, clock))).toBe(true);
  });
});
