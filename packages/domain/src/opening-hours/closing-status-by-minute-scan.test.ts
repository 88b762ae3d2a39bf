import type { Period } from '@parking/domain/contracts';
import { describe, expect, it } from 'vitest';
import { getClosingStatus } from './closing-status.js';
import { getClosingStatusByMinuteScan } from './closing-status-by-minute-scan.js';

// The spec cases run against both implementations in closing-status.test.ts; this sweep walks
// `now` through a whole fall-back night so every minute of the repeated hour is a starting point.
describe('getClosingStatusByMinuteScan', () => {
  const nights: Period[] = [
    {
      periodId: '00000000-0000-4000-8000-000000000001',
      type: 'PRIMARY',
      startOfPeriod: '2026-10-01T00:00:00.000Z',
      endOfPeriod: '2026-11-03T00:00:00.000Z',
      dayWeek: [
        {
          applicableDay: 'SATURDAY',
          timePeriodOfDay: [{ startTimeOfPeriod: 1380, endTimeOfPeriod: 90 }],
        },
        {
          applicableDay: 'SUNDAY',
          timePeriodOfDay: [{ startTimeOfPeriod: 120, endTimeOfPeriod: 1470 }],
        },
      ],
    },
  ];

  it('agrees with getClosingStatus every half hour across the New York fall-back night', () => {
    const startMs = Date.parse('2026-11-01T02:00:00Z');
    for (let step = 0; step <= 16; step += 1) {
      const input = {
        periods: nights,
        now: new Date(startMs + step * 30 * 60_000),
        timeZone: 'America/New_York',
      };
      expect(getClosingStatusByMinuteScan(input), input.now.toISOString()).toEqual(
        getClosingStatus(input),
      );
    }
  });
});
