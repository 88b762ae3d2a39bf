import type { DayWeek, Period } from '@parking/domain/contracts';
import { describe, expect, it } from 'vitest';
import { buildOffsetTimeline } from './offset-timeline.js';
import { toPeriodSchedule } from './period-schedule.js';
import { DAY_MS } from './time-units.js';
import { collectTransitionInstants } from './transition-instants.js';

function period(startOfPeriod: string, endOfPeriod: string | null, dayWeek: DayWeek[]): Period {
  return {
    periodId: '00000000-0000-4000-8000-000000000001',
    type: 'PRIMARY',
    startOfPeriod,
    endOfPeriod,
    dayWeek,
  };
}

function transitions(periods: Period[], timeZone: string, fromIso: string, toIso: string) {
  const fromMs = Date.parse(fromIso);
  const toMs = Date.parse(toIso);
  const timeline = buildOffsetTimeline({ timeZone, fromMs: fromMs - DAY_MS, toMs: toMs + DAY_MS });
  const schedules = periods.map((p) => toPeriodSchedule({ period: p }));
  return collectTransitionInstants({ schedules, timeline, fromMs, toMs }).map((instant) =>
    new Date(instant).toISOString(),
  );
}

describe('collectTransitionInstants', () => {
  it('has the window start, the start (rounded up) and the minute after the end', () => {
    const bounded = period('2026-01-05T08:00:30.000Z', '2026-01-05T18:00:30.000Z', []);
    expect(transitions([bounded], 'UTC', '2026-01-05T00:00:00Z', '2026-01-06T00:00:00Z')).toEqual([
      '2026-01-05T00:00:00.000Z',
      '2026-01-05T08:01:00.000Z',
      '2026-01-05T18:01:00.000Z',
    ]);
  });

  it('has each range start and the minute after each range end, wrapping ranges included', () => {
    const night = period('2020-01-01T00:00:00Z', null, [
      {
        applicableDay: 'MONDAY',
        timePeriodOfDay: [{ startTimeOfPeriod: 1320, endTimeOfPeriod: 120 }],
      },
    ]);
    expect(transitions([night], 'UTC', '2026-01-05T12:00:00Z', '2026-01-06T12:00:00Z')).toEqual([
      '2026-01-05T12:00:00.000Z',
      '2026-01-05T22:00:00.000Z',
      '2026-01-06T00:00:00.000Z',
      '2026-01-06T02:01:00.000Z',
    ]);
  });

  it('converts boundaries on the wall clock, adds the offset change, and both repeats', () => {
    const early = period('2020-01-01T00:00:00Z', null, [
      {
        applicableDay: 'SUNDAY',
        timePeriodOfDay: [{ startTimeOfPeriod: 90, endTimeOfPeriod: 180 }],
      },
    ]);
    expect(
      transitions([early], 'America/New_York', '2026-11-01T04:00:00Z', '2026-11-01T12:00:00Z'),
    ).toEqual([
      '2026-11-01T04:00:00.000Z',
      '2026-11-01T05:30:00.000Z', // 01:30 EDT
      '2026-11-01T06:00:00.000Z', // clocks fall back to 01:00 EST
      '2026-11-01T06:30:00.000Z', // 01:30 EST
      '2026-11-01T08:01:00.000Z', // 03:01 EST
    ]);
  });

  it('maps a boundary in the spring-forward gap to the first instant after it', () => {
    const early = period('2020-01-01T00:00:00Z', null, [
      {
        applicableDay: 'SUNDAY',
        timePeriodOfDay: [{ startTimeOfPeriod: 150, endTimeOfPeriod: 300 }],
      },
    ]);
    expect(
      transitions([early], 'America/New_York', '2026-03-08T04:00:00Z', '2026-03-08T12:00:00Z'),
    ).toEqual(['2026-03-08T04:00:00.000Z', '2026-03-08T07:00:00.000Z', '2026-03-08T09:01:00.000Z']);
  });

  it('skips days outside the period bounds', () => {
    const ended = period('2025-01-01T00:00:00Z', '2025-02-01T00:00:00Z', [
      {
        applicableDay: 'MONDAY',
        timePeriodOfDay: [{ startTimeOfPeriod: 600, endTimeOfPeriod: 700 }],
      },
    ]);
    expect(transitions([ended], 'UTC', '2026-01-05T00:00:00Z', '2026-02-05T00:00:00Z')).toEqual([
      '2026-01-05T00:00:00.000Z',
    ]);
  });
});
