import type { Period } from '@parking/domain/contracts';
import { describe, expect, it } from 'vitest';
import { isScheduleActiveAt, toPeriodSchedule, toWeekdayAndMinute } from './period-schedule.js';
import { MINUTE_MS } from './time-units.js';

const ms = (iso: string) => Date.parse(iso);

function period(overrides: Partial<Period>): Period {
  return {
    periodId: '00000000-0000-4000-8000-000000000001',
    type: 'PRIMARY',
    startOfPeriod: '2026-01-01T00:00:00.000Z',
    endOfPeriod: null,
    dayWeek: [],
    ...overrides,
  };
}

/** Active at a UTC instant, reading the wall clock as UTC. */
function activeAtUtc(subject: Period, iso: string): boolean {
  const instantMs = ms(iso);
  return isScheduleActiveAt({
    schedule: toPeriodSchedule({ period: subject }),
    instantMs,
    wallMinute: Math.floor(instantMs / MINUTE_MS),
  });
}

describe('toWeekdayAndMinute', () => {
  it('splits a wall-clock minute into weekday and minute of day', () => {
    expect(toWeekdayAndMinute({ wallMinute: ms('2026-01-05T09:30:00Z') / MINUTE_MS })).toEqual({
      weekdayIndex: 0,
      minuteOfDay: 570,
    });
  });
});

describe('toPeriodSchedule', () => {
  it('splits wrapping ranges onto the next weekday, Sunday onto Monday', () => {
    const schedule = toPeriodSchedule({
      period: period({
        dayWeek: [
          {
            applicableDay: 'FRIDAY',
            timePeriodOfDay: [{ startTimeOfPeriod: 1320, endTimeOfPeriod: 1560 }],
          },
          {
            applicableDay: 'SUNDAY',
            timePeriodOfDay: [{ startTimeOfPeriod: 1320, endTimeOfPeriod: 120 }],
          },
        ],
      }),
    });
    expect(schedule.rangesByWeekday).toEqual([
      [{ first: 0, last: 120 }],
      [],
      [],
      [],
      [{ first: 1320, last: 1439 }],
      [{ first: 0, last: 120 }],
      [{ first: 1320, last: 1439 }],
    ]);
    expect(schedule.endMs).toBe(Infinity);
    expect(schedule.activeAllDay).toBe(false);
  });

  it('does not mutate the period', () => {
    const subject = period({
      dayWeek: [
        {
          applicableDay: 'MONDAY',
          timePeriodOfDay: [{ startTimeOfPeriod: 1, endTimeOfPeriod: 2 }],
        },
      ],
    });
    const copy = structuredClone(subject);
    toPeriodSchedule({ period: subject });
    expect(subject).toEqual(copy);
  });
});

describe('isScheduleActiveAt', () => {
  const bounded = period({
    startOfPeriod: '2026-01-05T08:00:00.000Z',
    endOfPeriod: '2026-01-05T18:00:00.000Z',
  });

  it('includes both bounds exactly', () => {
    expect(activeAtUtc(bounded, '2026-01-05T07:59:59.999Z')).toBe(false);
    expect(activeAtUtc(bounded, '2026-01-05T08:00:00.000Z')).toBe(true);
    expect(activeAtUtc(bounded, '2026-01-05T18:00:00.000Z')).toBe(true);
    expect(activeAtUtc(bounded, '2026-01-05T18:00:00.001Z')).toBe(false);
  });

  it('treats a null end as open-ended', () => {
    expect(activeAtUtc(period({}), '2099-12-31T23:59:00.000Z')).toBe(true);
  });

  it('includes both ends of a time range', () => {
    const weekdays = period({
      dayWeek: [
        {
          applicableDay: 'MONDAY',
          timePeriodOfDay: [{ startTimeOfPeriod: 480, endTimeOfPeriod: 1080 }],
        },
      ],
    });
    expect(activeAtUtc(weekdays, '2026-01-05T07:59:59Z')).toBe(false);
    expect(activeAtUtc(weekdays, '2026-01-05T08:00:00Z')).toBe(true);
    expect(activeAtUtc(weekdays, '2026-01-05T18:00:59Z')).toBe(true);
    expect(activeAtUtc(weekdays, '2026-01-05T18:01:00Z')).toBe(false);
    expect(activeAtUtc(weekdays, '2026-01-06T12:00:00Z')).toBe(false);
  });

  it.each([
    ['end above 1439', { startTimeOfPeriod: 1320, endTimeOfPeriod: 1440 + 120 }],
    ['start above end', { startTimeOfPeriod: 1320, endTimeOfPeriod: 120 }],
  ])('runs past midnight into the next day (%s)', (_name, range) => {
    const night = period({ dayWeek: [{ applicableDay: 'MONDAY', timePeriodOfDay: [range] }] });
    expect(activeAtUtc(night, '2026-01-05T21:59:00Z')).toBe(false);
    expect(activeAtUtc(night, '2026-01-05T22:00:00Z')).toBe(true);
    expect(activeAtUtc(night, '2026-01-06T00:00:00Z')).toBe(true);
    expect(activeAtUtc(night, '2026-01-06T02:00:00Z')).toBe(true);
    expect(activeAtUtc(night, '2026-01-06T02:01:00Z')).toBe(false);
    // The range belongs to Monday: Tuesday night is closed.
    expect(activeAtUtc(night, '2026-01-06T23:00:00Z')).toBe(false);
  });

  it('a period whose dayWeek entries have no ranges is never active', () => {
    const empty = period({ dayWeek: [{ applicableDay: 'MONDAY', timePeriodOfDay: [] }] });
    expect(activeAtUtc(empty, '2026-01-05T12:00:00Z')).toBe(false);
  });
});
