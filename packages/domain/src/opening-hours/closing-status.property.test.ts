import type { DayWeek, Period, TimePeriodOfDay } from '@parking/domain/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getClosingStatus } from './closing-status.js';
import { getClosingStatusByMinuteScan } from './closing-status-by-minute-scan.js';
import { getOpeningState, isPeriodActiveAt } from './period-activity.js';
import { WEEKDAYS_MONDAY_FIRST } from './weekday.js';

const MINUTE = 60_000;
const DAY = 1440 * MINUTE;

const TIME_ZONES = [
  'UTC',
  'America/New_York',
  'Europe/Madrid',
  'America/Los_Angeles',
  'Asia/Kolkata',
  'Australia/Lord_Howe',
];

// Days before daylight-saving changes of the zones above (US 03-08 and 11-01, EU 03-29 and
// 10-25, Lord Howe 04-05 and 10-04), so that generated windows often cross one.
const ANCHORS = [
  '2026-03-04T00:00:00Z',
  '2026-03-26T00:00:00Z',
  '2026-04-01T00:00:00Z',
  '2026-06-15T00:00:00Z',
  '2026-09-30T00:00:00Z',
  '2026-10-22T00:00:00Z',
  '2026-10-29T00:00:00Z',
].map((iso) => Date.parse(iso));

// Boundaries near the small hours hit the DST gaps and repeats; the rest are anywhere.
const minuteOfDay = fc.oneof(
  fc.integer({ min: 0, max: 1439 }),
  fc.integer({ min: 0, max: 240 }),
  fc.constantFrom(0, 1439),
);

const timeRange: fc.Arbitrary<TimePeriodOfDay> = minuteOfDay.chain((start) =>
  fc
    .oneof(minuteOfDay, fc.integer({ min: 1440, max: 2879 }), fc.constant(start))
    .map((end) => ({ startTimeOfPeriod: start, endTimeOfPeriod: end })),
);

const dayWeek: fc.Arbitrary<DayWeek[]> = fc.oneof(
  fc.constant<DayWeek[]>([]),
  fc.array(
    fc.record({
      applicableDay: fc.constantFrom(...WEEKDAYS_MONDAY_FIRST),
      timePeriodOfDay: fc.array(timeRange, { maxLength: 3 }),
    }),
    { minLength: 1, maxLength: 7 },
  ),
);

const someSeconds = fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 59_999 }));

function periodsAround(anchorMs: number): fc.Arbitrary<Period[]> {
  const period = fc
    .record({
      type: fc.constantFrom('PRIMARY', 'PRIMARY', 'EXCEPTION', 'VALID' as const),
      startMinutes: fc.integer({ min: -20 * 1440, max: 25 * 1440 }),
      startSeconds: someSeconds,
      lengthMinutes: fc.option(fc.integer({ min: 0, max: 30 * 1440 }), { freq: 3 }),
      endSeconds: someSeconds,
      dayWeek,
    })
    .map(({ type, startMinutes, startSeconds, lengthMinutes, endSeconds, dayWeek: days }) => {
      const startMs = anchorMs + startMinutes * MINUTE + startSeconds;
      const endMs = lengthMinutes === null ? null : startMs + lengthMinutes * MINUTE + endSeconds;
      return {
        periodId: '00000000-0000-4000-8000-000000000001',
        type,
        startOfPeriod: new Date(startMs).toISOString(),
        endOfPeriod: endMs === null ? null : new Date(endMs).toISOString(),
        dayWeek: days,
      } satisfies Period;
    });
  return fc.array(period, { maxLength: 4 });
}

const scenario = fc
  .record({
    anchorMs: fc.constantFrom(...ANCHORS),
    timeZone: fc.constantFrom(...TIME_ZONES),
    nowMinutes: fc.integer({ min: 0, max: 10 * 1440 }),
    nowSeconds: someSeconds,
  })
  .chain(({ anchorMs, timeZone, nowMinutes, nowSeconds }) =>
    periodsAround(anchorMs).map((periods) => ({
      periods,
      timeZone,
      now: new Date(anchorMs + nowMinutes * MINUTE + nowSeconds),
    })),
  );

// Every daylight-saving change of 2026 in the zones above, as [zone, instant of the change].
const DST_CHANGES = [
  ['America/New_York', '2026-03-08T07:00:00Z'],
  ['America/New_York', '2026-11-01T06:00:00Z'],
  ['America/Los_Angeles', '2026-03-08T10:00:00Z'],
  ['America/Los_Angeles', '2026-11-01T09:00:00Z'],
  ['Europe/Madrid', '2026-03-29T01:00:00Z'],
  ['Europe/Madrid', '2026-10-25T01:00:00Z'],
  ['Australia/Lord_Howe', '2026-04-04T15:00:00Z'],
  ['Australia/Lord_Howe', '2026-10-03T15:30:00Z'],
] as const;

// Ranges that start or end in the small hours, where clocks jump, and overnight ones.
const smallHours = fc.integer({ min: 0, max: 240 });
const nightRange: fc.Arbitrary<TimePeriodOfDay> = fc
  .oneof(
    fc.tuple(smallHours, smallHours),
    fc.tuple(
      fc.integer({ min: 1200, max: 1439 }),
      fc.oneof(
        smallHours,
        smallHours.map((minute) => minute + 1440),
      ),
    ),
  )
  .map(([start, end]) => ({ startTimeOfPeriod: start, endTimeOfPeriod: end }));

const nightDayWeek: fc.Arbitrary<DayWeek[]> = fc.uniqueArray(
  fc.record({
    applicableDay: fc.constantFrom(...WEEKDAYS_MONDAY_FIRST),
    timePeriodOfDay: fc.array(nightRange, { minLength: 1, maxLength: 2 }),
  }),
  { minLength: 1, maxLength: 7, selector: (entry) => entry.applicableDay },
);

/** `now` mostly in the hours before a change, periods whose edges sit on its night. */
const dstNightScenario = fc.constantFrom(...DST_CHANGES).chain(([timeZone, changeIso]) => {
  const changeMs = Date.parse(changeIso);
  const period = fc
    .record({
      type: fc.constantFrom('PRIMARY', 'PRIMARY', 'PRIMARY', 'EXCEPTION', 'VALID' as const),
      startMinutes: fc.integer({ min: -4 * 1440, max: 60 }),
      endMinutes: fc.option(fc.integer({ min: -60, max: 4 * 1440 }), { freq: 2 }),
      dayWeek: fc.oneof(
        { arbitrary: nightDayWeek, weight: 4 },
        { arbitrary: fc.constant<DayWeek[]>([]), weight: 1 },
      ),
    })
    .map(
      ({ type, startMinutes, endMinutes, dayWeek: days }): Period => ({
        periodId: '00000000-0000-4000-8000-000000000001',
        type,
        startOfPeriod: new Date(changeMs + startMinutes * MINUTE).toISOString(),
        endOfPeriod:
          endMinutes === null ? null : new Date(changeMs + endMinutes * MINUTE).toISOString(),
        dayWeek: days,
      }),
    );
  return fc
    .record({
      periods: fc.array(period, { minLength: 1, maxLength: 3 }),
      nowMinutes: fc.oneof(
        { arbitrary: fc.integer({ min: -4 * 60, max: 60 }), weight: 3 },
        { arbitrary: fc.integer({ min: -36 * 60, max: 3 * 60 }), weight: 1 },
      ),
      nowSeconds: someSeconds,
    })
    .map(({ periods, nowMinutes, nowSeconds }) => ({
      periods,
      timeZone,
      now: new Date(changeMs + nowMinutes * MINUTE + nowSeconds),
    }));
});

const openAt = (input: { periods: Period[]; timeZone: string }, instantMs: number) =>
  getOpeningState({ ...input, instant: new Date(instantMs) }).isOpen;

describe('getClosingStatus, properties', () => {
  it('equals the minute-by-minute scan in every field', () => {
    fc.assert(
      fc.property(scenario, (input) => {
        expect(getClosingStatus(input)).toEqual(getClosingStatusByMinuteScan(input));
      }),
      { numRuns: 120 },
    );
  }, 60_000);

  it('equals the minute-by-minute scan around daylight-saving changes', () => {
    fc.assert(
      fc.property(dstNightScenario, (input) => {
        expect(getClosingStatus(input)).toEqual(getClosingStatusByMinuteScan(input));
      }),
      { numRuns: 150 },
    );
  }, 60_000);

  it('is open exactly when a PRIMARY is active and no EXCEPTION is', () => {
    fc.assert(
      fc.property(scenario, (input) => {
        const activeOfType = (type: Period['type']) =>
          input.periods.some(
            (period) =>
              period.type === type &&
              isPeriodActiveAt({ period, instant: input.now, timeZone: input.timeZone }),
          );
        expect(getClosingStatus(input).isOpen).toBe(
          activeOfType('PRIMARY') && !activeOfType('EXCEPTION'),
        );
      }),
      { numRuns: 500 },
    );
  });

  it('gives a next opening after now, within 30 days, open there and closed the minute before', () => {
    fc.assert(
      fc.property(scenario, (input) => {
        const status = getClosingStatus(input);
        if (status.nextOpeningDate === null) return;
        const openingMs = status.nextOpeningDate.getTime();
        const nowMs = input.now.getTime();
        expect(status.isOpen).toBe(false);
        expect(openingMs).toBeGreaterThan(nowMs);
        expect(openingMs).toBeLessThanOrEqual(nowMs + 30 * DAY);
        expect(openingMs % MINUTE).toBe(0);
        expect(openAt(input, openingMs)).toBe(true);
        if (openingMs - MINUTE > nowMs) expect(openAt(input, openingMs - MINUTE)).toBe(false);
      }),
      { numRuns: 500 },
    );
  });

  it('gives a next closure of an open place that is closed from `from` and open again at `to`', () => {
    fc.assert(
      fc.property(scenario, (input) => {
        const status = getClosingStatus(input);
        if (!status.isOpen || status.nextClosingDate === null) return;
        const { from, to } = status.nextClosingDate;
        const nowMs = input.now.getTime();
        expect(from.getTime()).toBeGreaterThan(nowMs);
        expect(openAt(input, from.getTime())).toBe(false);
        if (from.getTime() - MINUTE > nowMs)
          expect(openAt(input, from.getTime() - MINUTE)).toBe(true);
        if (to === null) return;
        expect(to.getTime()).toBeGreaterThan(from.getTime());
        expect(openAt(input, to.getTime())).toBe(true);
        expect(openAt(input, to.getTime() - MINUTE)).toBe(false);
      }),
      { numRuns: 500 },
    );
  });
});
