import type { Period } from '@parking/domain/contracts';
import { describe, expect, it } from 'vitest';
import { getOpeningState, isPeriodActiveAt } from './period-activity.js';

const nightsInMadrid: Period = {
  periodId: '00000000-0000-4000-8000-000000000001',
  type: 'PRIMARY',
  startOfPeriod: '2026-01-01T00:00:00.000Z',
  endOfPeriod: '2026-12-31T23:59:59.000Z',
  dayWeek: [
    {
      applicableDay: 'FRIDAY',
      timePeriodOfDay: [{ startTimeOfPeriod: 1320, endTimeOfPeriod: 1560 }],
    },
  ],
};

describe('isPeriodActiveAt', () => {
  it('reads the range on the place wall clock', () => {
    // Friday 2026-01-09 22:00 in Madrid is 21:00Z; Saturday 02:00 is 01:00Z.
    const activeAt = (iso: string) =>
      isPeriodActiveAt({
        period: nightsInMadrid,
        instant: new Date(iso),
        timeZone: 'Europe/Madrid',
      });
    expect(activeAt('2026-01-09T20:59:59Z')).toBe(false);
    expect(activeAt('2026-01-09T21:00:00Z')).toBe(true);
    expect(activeAt('2026-01-10T01:00:59Z')).toBe(true);
    expect(activeAt('2026-01-10T01:01:00Z')).toBe(false);
  });

  it('is inactive outside the bounds even inside a range', () => {
    const instant = new Date('2027-01-01T21:30:00Z'); // a Friday night, after the end
    expect(isPeriodActiveAt({ period: nightsInMadrid, instant, timeZone: 'Europe/Madrid' })).toBe(
      false,
    );
  });
});

describe('getOpeningState', () => {
  it('combines PRIMARY and EXCEPTION periods at one instant', () => {
    const exception: Period = { ...nightsInMadrid, type: 'EXCEPTION', dayWeek: [] };
    const instant = new Date('2026-01-09T21:30:00Z');
    expect(
      getOpeningState({ periods: [nightsInMadrid], instant, timeZone: 'Europe/Madrid' }),
    ).toEqual({ isOpen: true, isPrimaryActive: true, isExceptionActive: false });
    expect(
      getOpeningState({ periods: [nightsInMadrid, exception], instant, timeZone: 'Europe/Madrid' }),
    ).toEqual({ isOpen: false, isPrimaryActive: true, isExceptionActive: true });
  });
});
