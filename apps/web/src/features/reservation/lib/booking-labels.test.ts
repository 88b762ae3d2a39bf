import { describe, expect, it } from 'vitest';
import { formatBookingDuration } from './booking-instants.ts';
import { formatBookingDate, formatNarrowMoney, formatTimeOfDay } from './booking-labels.ts';

describe('booking labels', () => {
  it('writes a date as the spec does, whatever the machine zone', () => {
    expect(formatBookingDate('2026-01-05', 'en-US')).toBe('Mon, Jan 5 2026');
    expect(formatBookingDate('2026-01-05', 'es-ES')).toMatch(/^lun, 5 ene 2026$/);
  });

  it('writes times on a 12-hour clock', () => {
    expect(formatTimeOfDay(0, 'en-US')).toBe('12:00 AM');
    expect(formatTimeOfDay(13 * 60 + 30, 'en-US')).toBe('1:30 PM');
    expect(formatTimeOfDay(23 * 60 + 59, 'en-US')).toBe('11:59 PM');
    expect(formatTimeOfDay(13 * 60 + 30, 'es-ES')).toMatch(/^1:30\sp\.\sm\.$/);
  });

  it('uses the narrow currency symbol in the reader language', () => {
    expect(formatNarrowMoney({ amountMinor: 2150, currencyCode: 'USD', locale: 'en-US' })).toBe(
      '$21.50',
    );
    expect(formatNarrowMoney({ amountMinor: 2150, currencyCode: 'USD', locale: 'es-ES' })).toMatch(
      /^21,50\s\$$/,
    );
  });

  it('writes a duration in days, hours and minutes', () => {
    expect(formatBookingDuration(360)).toBe('6 h');
    expect(formatBookingDuration(1440 + 150)).toBe('1 d 2 h 30 min');
  });
});
