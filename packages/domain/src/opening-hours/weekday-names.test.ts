import { describe, expect, it } from 'vitest';
import { getShortWeekdayNames } from './weekday-names.js';

describe('getShortWeekdayNames', () => {
  it('names the week in English', () => {
    expect(getShortWeekdayNames({ locale: 'en-US' })).toEqual({
      MONDAY: 'Mon',
      TUESDAY: 'Tue',
      WEDNESDAY: 'Wed',
      THURSDAY: 'Thu',
      FRIDAY: 'Fri',
      SATURDAY: 'Sat',
      SUNDAY: 'Sun',
    });
  });

  it('names the week in Spanish', () => {
    expect(getShortWeekdayNames({ locale: 'es-ES' })).toEqual({
      MONDAY: 'lun',
      TUESDAY: 'mar',
      WEDNESDAY: 'mié',
      THURSDAY: 'jue',
      FRIDAY: 'vie',
      SATURDAY: 'sáb',
      SUNDAY: 'dom',
    });
  });
});
