import { describe, expect, it } from 'vitest';
import { minorToMajor, minutesToIsoDuration, toPeriods, toRate } from './mappers.js';

describe('minutesToIsoDuration', () => {
  it.each([
    [15, 'PT15M'],
    [60, 'PT1H'],
    [90, 'PT1H30M'],
    [1440, 'PT24H'],
    [0, 'PT0M'],
  ])('%i minutes is %s', (minutes, iso) => {
    expect(minutesToIsoDuration(minutes)).toBe(iso);
  });
});

describe('minorToMajor', () => {
  it('divides by the currency minor unit', () => {
    expect(minorToMajor(335, 'USD')).toBe(3.35);
    expect(minorToMajor(5, 'EUR')).toBe(0.05);
    expect(minorToMajor(500, 'JPY')).toBe(500);
    expect(minorToMajor(1234, 'KWD')).toBe(1.234);
  });
});

describe('toRate', () => {
  it('gives a time-of-day rate a timePeriodOfDay and no duration', () => {
    const rate = toRate({
      rateId: 'r',
      rateLineId: 'l',
      name: 'Early bird',
      translations: { 'es-ES': { name: 'Madrugador' }, 'fr-FR': { name: 'Lève-tôt' } },
      type: 'FLAT_RATE',
      currencyCode: 'USD',
      valueMinor: 1200,
      serviceFeeMinor: 0,
      durationMinutes: null,
      startBeforeMinute: 540,
      endTimeOfPeriodMinute: 1140,
    });
    // Only the product's languages are kept.
    expect(rate.translations).toEqual({ 'es-ES': { name: 'Madrugador' } });
    expect(rate).toMatchObject({
      value: 12,
      serviceFee: 0,
      durationEnd: null,
      timePeriodOfDay: { startBefore: 540, endTimeOfPeriod: 1140 },
    });
  });
});

describe('toPeriods', () => {
  const base = {
    type: 'PRIMARY' as const,
    startOfPeriod: new Date('2024-01-01T00:00:00Z'),
    endOfPeriod: null,
  };
  it('groups ranges per weekday in week order and keeps all-day periods empty', () => {
    const periods = toPeriods([
      { ...base, periodId: 'p1', applicableDay: 'SATURDAY', startMinute: 540, endMinute: 840 },
      { ...base, periodId: 'p1', applicableDay: 'MONDAY', startMinute: 420, endMinute: 720 },
      { ...base, periodId: 'p1', applicableDay: 'MONDAY', startMinute: 780, endMinute: 1260 },
      {
        ...base,
        periodId: 'p2',
        type: 'EXCEPTION',
        endOfPeriod: new Date('2024-02-01T00:00:00Z'),
        applicableDay: null,
        startMinute: null,
        endMinute: null,
      },
    ]);
    expect(periods).toEqual([
      {
        periodId: 'p1',
        type: 'PRIMARY',
        startOfPeriod: '2024-01-01T00:00:00.000Z',
        endOfPeriod: null,
        dayWeek: [
          {
            applicableDay: 'MONDAY',
            timePeriodOfDay: [
              { startTimeOfPeriod: 420, endTimeOfPeriod: 720 },
              { startTimeOfPeriod: 780, endTimeOfPeriod: 1260 },
            ],
          },
          {
            applicableDay: 'SATURDAY',
            timePeriodOfDay: [{ startTimeOfPeriod: 540, endTimeOfPeriod: 840 }],
          },
        ],
      },
      {
        periodId: 'p2',
        type: 'EXCEPTION',
        startOfPeriod: '2024-01-01T00:00:00.000Z',
        endOfPeriod: '2024-02-01T00:00:00.000Z',
        dayWeek: [],
      },
    ]);
  });
});
