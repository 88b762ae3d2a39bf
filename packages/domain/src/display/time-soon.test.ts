import { describe, expect, it } from 'vitest';
import { formatTimeSoon, isSameDayIn } from './time-soon.js';

// ICU may separate '3:00' and 'PM' with a narrow no-break space; compare on normalised spaces.
const plain = (text: string) => text.replace(/\s/g, ' ');

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
