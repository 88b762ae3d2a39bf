import { describe, expect, it } from 'vitest';
import { formatShortDate } from './calendar-date.js';

describe('formatShortDate', () => {
  it('writes the spec’s short date in each language, without a comma before the year', () => {
    expect(formatShortDate('2026-01-05', 'en-US')).toBe('Mon, Jan 5 2026');
    expect(formatShortDate('2026-01-05', 'es-ES')).toBe('lun, 5 ene 2026');
  });

  it('is the calendar day given, whatever the machine’s zone', () => {
    expect(formatShortDate('2026-12-31', 'en-US')).toBe('Thu, Dec 31 2026');
  });
});
