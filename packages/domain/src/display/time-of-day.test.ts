import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatTimeOfDay, formatTimeOfDayRange } from './time-of-day.js';

// ICU separates '9:30' and 'PM' with a narrow no-break space; compare on plain spaces.
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatTimeOfDay', () => {
  it.each([
    [0, 'en-US', undefined, '12:00 AM'],
    [9 * 60 + 5, 'en-US', undefined, '9:05 AM'],
    [9 * 60 + 5, 'es-ES', undefined, '9:05'],
    [21 * 60 + 30, 'es-ES', undefined, '21:30'],
    [21 * 60 + 30, 'es-ES', 'h12', '9:30 p. m.'],
    [0, 'es-ES', 'h12', '12:00 a. m.'],
    [0, 'en-US', 'h23', '00:00'],
    [1440 + 120, 'es-ES', undefined, '2:00'],
  ] as const)('%i minutes in %s (%s) is %s', (minutes, locale, hourCycle, expected) => {
    expect(plain(formatTimeOfDay({ minutes, locale, hourCycle }))).toBe(expected);
  });

  it('writes every half hour of a day differently, in both clocks', () => {
    for (const hourCycle of ['h12', undefined] as const) {
      const labels = Array.from({ length: 48 }, (_, index) =>
        formatTimeOfDay({ minutes: index * 30, locale: 'es-ES', hourCycle }),
      );
      expect(new Set(labels).size).toBe(48);
    }
  });
});

describe('formatTimeOfDayRange', () => {
  it.each([
    [480, 1080, 'en-US', '8:00 AM - 6:00 PM'],
    [480, 1080, 'es-ES', '8:00 - 18:00'],
    [1320, 1440 + 120, 'es-ES', '22:00 - 2:00 (+1)'],
    [1320, 120, 'en-US', '10:00 PM - 2:00 AM (+1)'],
    [600, 600, 'es-ES', '10:00 - 10:00'],
  ] as const)('%i-%i in %s is %s', (start, end, locale, expected) => {
    expect(plain(formatTimeOfDayRange({ start, end, locale }))).toBe(expected);
  });

  it('says (+1) exactly when the range ends on the next day', () => {
    fc.assert(
      fc.property(fc.nat(1439), fc.nat(2879), (start, end) => {
        const label = formatTimeOfDayRange({ start, end, locale: 'es-ES' });
        expect(label.endsWith(' (+1)')).toBe(end >= 1440 || start > end);
      }),
    );
  });
});
