import type { DayWeek, Period, Weekday } from '@parking/domain/contracts';
import { describe, expect, it } from 'vitest';
import { mergeAccessHours } from './merge-access-hours.js';

function primary(dayWeek: DayWeek[]): Period {
  return {
    periodId: '00000000-0000-4000-8000-000000000001',
    type: 'PRIMARY',
    startOfPeriod: '2026-01-01T00:00:00.000Z',
    endOfPeriod: null,
    dayWeek,
  };
}

function days(weekdays: Weekday[], ...ranges: [number, number][]): DayWeek[] {
  return weekdays.map((applicableDay) => ({
    applicableDay,
    timePeriodOfDay: ranges.map(([startTimeOfPeriod, endTimeOfPeriod]) => ({
      startTimeOfPeriod,
      endTimeOfPeriod,
    })),
  }));
}

const WEEKDAYS: Weekday[] = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'];

describe('mergeAccessHours', () => {
  it('merges Monday to Friday with identical hours into one range', () => {
    const period = primary([...days(WEEKDAYS, [480, 1200]), ...days(['SATURDAY'], [600, 840])]);
    expect(mergeAccessHours({ period, locale: 'en-US', hourCycle: 'h23' })).toEqual([
      { days: 'Mon - Fri', hours: ['08:00 - 20:00'], dayKeys: WEEKDAYS },
      { days: 'Sat', hours: ['10:00 - 14:00'], dayKeys: ['SATURDAY'] },
    ]);
  });

  it('uses the Spanish short names', () => {
    const period = primary([...days(WEEKDAYS, [480, 1200]), ...days(['SUNDAY'], [600, 840])]);
    expect(mergeAccessHours({ period, locale: 'es-ES' }).map((row) => row.days)).toEqual([
      'lun - vie',
      'dom',
    ]);
  });

  it('orders the days Monday to Sunday whatever the input order', () => {
    const period = primary([
      ...days(['SUNDAY'], [0, 100]),
      ...days(['TUESDAY', 'MONDAY'], [480, 1200]),
    ]);
    expect(mergeAccessHours({ period, locale: 'en-US', hourCycle: 'h23' })).toEqual([
      { days: 'Mon - Tue', hours: ['08:00 - 20:00'], dayKeys: ['MONDAY', 'TUESDAY'] },
      { days: 'Sun', hours: ['00:00 - 01:40'], dayKeys: ['SUNDAY'] },
    ]);
  });

  it('does not merge identical days that are not consecutive', () => {
    const period = primary([...days(['MONDAY', 'WEDNESDAY'], [480, 1200])]);
    expect(mergeAccessHours({ period, locale: 'en-US', hourCycle: 'h23' })).toEqual([
      { days: 'Mon', hours: ['08:00 - 20:00'], dayKeys: ['MONDAY'] },
      { days: 'Wed', hours: ['08:00 - 20:00'], dayKeys: ['WEDNESDAY'] },
    ]);
  });

  it('does not merge across a day with different hours', () => {
    const period = primary([
      ...days(['MONDAY', 'WEDNESDAY'], [480, 1200]),
      ...days(['TUESDAY'], [480, 1000]),
    ]);
    expect(
      mergeAccessHours({ period, locale: 'en-US', hourCycle: 'h23' }).map((row) => row.days),
    ).toEqual(['Mon', 'Tue', 'Wed']);
  });

  it('does not wrap Sunday into Monday', () => {
    const period = primary(days(['SUNDAY', 'MONDAY'], [480, 1200]));
    expect(
      mergeAccessHours({ period, locale: 'en-US', hourCycle: 'h23' }).map((row) => row.days),
    ).toEqual(['Mon', 'Sun']);
  });

  it('marks ranges that end the next day with (+1), in both encodings', () => {
    const period = primary([
      ...days(['FRIDAY'], [1320, 1440 + 120]),
      ...days(['SATURDAY'], [1320, 120]),
    ]);
    expect(mergeAccessHours({ period, locale: 'en-US', hourCycle: 'h23' })).toEqual([
      { days: 'Fri - Sat', hours: ['22:00 - 02:00 (+1)'], dayKeys: ['FRIDAY', 'SATURDAY'] },
    ]);
  });

  it('lists several ranges of a day by start time, and compares them as a whole', () => {
    const period = primary([
      ...days(['MONDAY', 'TUESDAY'], [900, 1200], [480, 780]),
      ...days(['WEDNESDAY'], [480, 780]),
    ]);
    expect(mergeAccessHours({ period, locale: 'en-US', hourCycle: 'h23' })).toEqual([
      {
        days: 'Mon - Tue',
        hours: ['08:00 - 13:00', '15:00 - 20:00'],
        dayKeys: ['MONDAY', 'TUESDAY'],
      },
      { days: 'Wed', hours: ['08:00 - 13:00'], dayKeys: ['WEDNESDAY'] },
    ]);
  });

  it('omits days without hours, including entries with no ranges', () => {
    const period = primary([...days(['MONDAY'], [480, 1200]), ...days(['TUESDAY'])]);
    expect(mergeAccessHours({ period, locale: 'en-US', hourCycle: 'h23' })).toEqual([
      { days: 'Mon', hours: ['08:00 - 20:00'], dayKeys: ['MONDAY'] },
    ]);
  });

  it('shows a period without day entries as open all day, every day', () => {
    expect(mergeAccessHours({ period: primary([]), locale: 'en-US', hourCycle: 'h23' })).toEqual([
      {
        days: 'Mon - Sun',
        hours: ['00:00 - 23:59'],
        dayKeys: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'],
      },
    ]);
  });

  // Issue 24: '06:00 - 22:00' stood beside '10:30 PM' on an English screen.
  it('writes the hours in the language’s clock unless the screen fixes one', () => {
    const period = primary(days(WEEKDAYS, [360, 1320]));
    const hoursIn = (locale: 'en-US' | 'es-ES', hourCycle?: 'h12') =>
      mergeAccessHours({ period, locale, hourCycle }).map((row) =>
        row.hours.map((range) => range.replace(/\s/g, ' ')),
      );
    expect(hoursIn('en-US')).toEqual([['6:00 AM - 10:00 PM']]);
    expect(hoursIn('es-ES')).toEqual([['6:00 - 22:00']]);
    expect(hoursIn('es-ES', 'h12')).toEqual([['6:00 a. m. - 10:00 p. m.']]);
  });

  it('does not mutate the period', () => {
    const period = primary(days(['MONDAY'], [900, 1200], [480, 780]));
    const copy = structuredClone(period);
    mergeAccessHours({ period, locale: 'es-ES' });
    expect(period).toEqual(copy);
  });
});
