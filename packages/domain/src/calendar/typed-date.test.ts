import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './calendar-date.ts';
import { parseTypedDate } from './parse-typed-date.ts';
import { formatTypedDate } from './typed-date.ts';

describe('parseTypedDate', () => {
  it('reads the day first in Spanish and the month first in American English', () => {
    expect(parseTypedDate({ text: '05/01/2026', locale: 'es-ES' })).toBe('2026-01-05');
    expect(parseTypedDate({ text: '05/01/2026', locale: 'en-US' })).toBe('2026-05-01');
  });

  it('takes any separator, one-digit parts, a two-digit year and eight digits in a row', () => {
    expect(parseTypedDate({ text: '5-1-2026', locale: 'es-ES' })).toBe('2026-01-05');
    expect(parseTypedDate({ text: ' 5.1.26 ', locale: 'es-ES' })).toBe('2026-01-05');
    expect(parseTypedDate({ text: '12 31 2026', locale: 'en-US' })).toBe('2026-12-31');
    expect(parseTypedDate({ text: '31122026', locale: 'es-ES' })).toBe('2026-12-31');
  });

  it('refuses what is not a day of the calendar', () => {
    for (const text of ['', '2026', '31/02/2026', '29/02/2027', '00/01/2026', '1/13/2026']) {
      expect(parseTypedDate({ text, locale: 'es-ES' })).toBeNull();
    }
    expect(parseTypedDate({ text: '29/02/2028', locale: 'es-ES' })).toBe('2028-02-29');
    expect(parseTypedDate({ text: '1/2/202', locale: 'es-ES' })).toBeNull();
    expect(parseTypedDate({ text: '123/1/2026', locale: 'es-ES' })).toBeNull();
  });

  it('reads back every date it writes, in both languages', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 40_000 }),
        fc.constantFrom('es-ES', 'en-US'),
        (days, locale) => {
          const date = addDays('2000-01-01', days);
          const text = formatTypedDate({ date, locale });
          expect(parseTypedDate({ text, locale })).toBe(date);
        },
      ),
    );
  });
});
