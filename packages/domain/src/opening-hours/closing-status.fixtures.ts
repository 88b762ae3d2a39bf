// Fixtures of closing-status*.test.ts (excluded from the build like the tests).
import type { DayWeek, Period, PeriodType, Weekday } from '@parking/domain/contracts';
import { getClosingStatus } from './closing-status.js';
import { getClosingStatusByMinuteScan } from './closing-status-by-minute-scan.js';

// Every case runs against the interval computation and the minute scan: they must agree.
export const implementations = [
  ['getClosingStatus', getClosingStatus],
  ['getClosingStatusByMinuteScan', getClosingStatusByMinuteScan],
] as const;

export const MINUTE = 60_000;
export const DAY = 1440 * MINUTE;
export const at = (iso: string) => new Date(iso);
export const plus = (iso: string, ms: number) => new Date(Date.parse(iso) + ms);

export function period(
  type: PeriodType,
  startOfPeriod: string,
  endOfPeriod: string | null,
  dayWeek: DayWeek[] = [],
): Period {
  return {
    periodId: '00000000-0000-4000-8000-000000000001',
    type,
    startOfPeriod,
    endOfPeriod,
    dayWeek,
  };
}

export function days(weekdays: Weekday[], start: number, end: number): DayWeek[] {
  return weekdays.map((applicableDay) => ({
    applicableDay,
    timePeriodOfDay: [{ startTimeOfPeriod: start, endTimeOfPeriod: end }],
  }));
}

export const ALWAYS = '2020-01-01T00:00:00.000Z';
export const WEEKDAYS: Weekday[] = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'];
