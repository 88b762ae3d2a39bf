import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatDurationMinutes,
  getExtensionCoverage,
  getRateCoverage,
  isRateAvailableAt,
  parseDurationMinutes,
  type RateTiming,
} from './rate-coverage.js';

const at = (iso: string) => new Date(iso);
const NEW_YORK = 'America/New_York';
const MADRID = 'Europe/Madrid';

const forDuration = (durationEnd: string): RateTiming => ({ durationEnd, timePeriodOfDay: null });
const until = (endTimeOfPeriod: number, durationEnd: string | null = null): RateTiming => ({
  durationEnd,
  timePeriodOfDay: { startBefore: null, endTimeOfPeriod },
});

describe('durations', () => {
  it('parses and formats hours and minutes', () => {
    expect(parseDurationMinutes('PT1H')).toBe(60);
    expect(parseDurationMinutes('PT1H30M')).toBe(90);
    expect(parseDurationMinutes('PT15M')).toBe(15);
    expect(parseDurationMinutes('PT24H')).toBe(1440);
    expect(parseDurationMinutes(null)).toBeNull();
    expect(() => parseDurationMinutes('P1D')).toThrow(RangeError);
    expect(() => parseDurationMinutes('PT')).toThrow(RangeError);
    expect(formatDurationMinutes(90)).toBe('PT1H30M');
    expect(formatDurationMinutes(1440)).toBe('PT24H');
    expect(formatDurationMinutes(15)).toBe('PT15M');
    expect(formatDurationMinutes(0)).toBe('PT0M');
  });

  it('round-trips every whole number of minutes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), (minutes) => {
        expect(parseDurationMinutes(formatDurationMinutes(minutes))).toBe(minutes);
      }),
    );
  });
});

describe('getRateCoverage', () => {
  it('covers a duration from the start, in absolute time', () => {
    const start = at('2026-11-22T15:10:00Z');
    expect(getRateCoverage({ rate: forDuration('PT2H'), start, timeZone: NEW_YORK })).toEqual({
      start,
      end: at('2026-11-22T17:10:00Z'),
    });
  });

  it('lasts one real hour across the spring-forward gap (Madrid, 2026-03-29)', () => {
    const start = at('2026-03-29T00:30:00Z'); // 01:30 CET
    const { end } = getRateCoverage({ rate: forDuration('PT1H'), start, timeZone: MADRID });
    expect(end).toEqual(at('2026-03-29T01:30:00Z')); // 03:30 CEST on the wall clock
  });

  it("ends at today's local end time when it is still ahead", () => {
    const start = at('2026-11-22T15:00:00Z'); // 10:00 in New York
    const { end } = getRateCoverage({ rate: until(1439), start, timeZone: NEW_YORK });
    expect(end).toEqual(at('2026-11-23T04:59:00Z')); // 23:59 EST
  });

  it("ends at the next day's local end time once today's has passed", () => {
    const start = at('2026-11-23T00:30:00Z'); // 19:30 in New York
    const { end } = getRateCoverage({ rate: until(1080), start, timeZone: NEW_YORK });
    expect(end).toEqual(at('2026-11-23T23:00:00Z')); // 18:00 the next day
  });

  it('reads end times above 1439 as the next day', () => {
    const start = at('2026-11-22T15:00:00Z'); // 10:00 in New York
    const { end } = getRateCoverage({ rate: until(1440 + 120), start, timeZone: NEW_YORK });
    expect(end).toEqual(at('2026-11-23T07:00:00Z')); // 02:00 EST the next day
  });

  it('takes whichever comes first of the duration and the end time', () => {
    const start = at('2026-11-22T22:00:00Z'); // 17:00 in New York
    const early = getRateCoverage({ rate: until(1140, 'PT3H'), start, timeZone: NEW_YORK });
    expect(early.end).toEqual(at('2026-11-23T00:00:00Z')); // 19:00, before 20:00
    const late = getRateCoverage({ rate: until(1380, 'PT3H'), start, timeZone: NEW_YORK });
    expect(late.end).toEqual(at('2026-11-23T01:00:00Z')); // 20:00, before 23:00
  });

  it('refuses a rate that bounds no time', () => {
    expect(() =>
      getRateCoverage({
        rate: { durationEnd: null, timePeriodOfDay: null },
        start: at('2026-11-22T15:00:00Z'),
        timeZone: NEW_YORK,
      }),
    ).toThrow(RangeError);
  });

  it('always ends after it starts, within a day and a half for end-time rates', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: at('2026-01-01T00:00:00Z'),
          max: at('2027-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.integer({ min: 0, max: 2879 }),
        fc.constantFrom(NEW_YORK, MADRID, 'UTC', 'Asia/Kolkata'),
        (start, endTime, timeZone) => {
          const { end } = getRateCoverage({ rate: until(endTime), start, timeZone });
          expect(end.getTime()).toBeGreaterThan(start.getTime());
          expect(end.getTime() - start.getTime()).toBeLessThanOrEqual(50 * 60 * 60_000);
        },
      ),
    );
  });
});

describe('isRateAvailableAt', () => {
  const earlyBird: RateTiming = {
    durationEnd: null,
    timePeriodOfDay: { startBefore: 540, endTimeOfPeriod: 1140 },
  };

  it("is available only before startBefore in the place's local time", () => {
    expect(
      isRateAvailableAt({ rate: earlyBird, at: at('2026-11-22T13:59:00Z'), timeZone: NEW_YORK }),
    ).toBe(true);
    expect(
      isRateAvailableAt({ rate: earlyBird, at: at('2026-11-22T14:00:00Z'), timeZone: NEW_YORK }),
    ).toBe(false);
    expect(
      isRateAvailableAt({ rate: earlyBird, at: at('2026-11-22T07:00:00Z'), timeZone: MADRID }),
    ).toBe(true);
    expect(
      isRateAvailableAt({ rate: earlyBird, at: at('2026-11-22T08:00:00Z'), timeZone: MADRID }),
    ).toBe(false);
  });

  it('is always available without startBefore', () => {
    expect(
      isRateAvailableAt({
        rate: forDuration('PT1H'),
        at: at('2026-11-22T23:59:00Z'),
        timeZone: MADRID,
      }),
    ).toBe(true);
  });
});

describe('getExtensionCoverage', () => {
  const halfHour: RateTiming = { durationEnd: 'PT30M', timePeriodOfDay: null };
  const now = at('2026-11-25T22:00:00Z');

  it('covers from the current end while it is ahead, so the periods are contiguous', () => {
    const currentEnd = at('2026-11-25T23:04:00Z');
    expect(getExtensionCoverage({ rate: halfHour, currentEnd, now, timeZone: NEW_YORK })).toEqual({
      start: currentEnd,
      end: at('2026-11-25T23:34:00Z'),
    });
  });

  it('covers from now once the current end has passed, or without one', () => {
    for (const currentEnd of [at('2026-11-25T21:59:00Z'), now, null]) {
      expect(getExtensionCoverage({ rate: halfHour, currentEnd, now, timeZone: NEW_YORK })).toEqual(
        { start: now, end: at('2026-11-25T22:30:00Z') },
      );
    }
  });

  it('applies the rate own end of day from the current end (a time-of-day rate)', () => {
    const untilSeven: RateTiming = {
      durationEnd: 'PT3H',
      timePeriodOfDay: { startBefore: null, endTimeOfPeriod: 19 * 60 },
    };
    // 17:30 in New York (EST, UTC-5): three hours would pass 19:00, so 19:00 it is.
    const currentEnd = at('2026-11-25T22:30:00Z');
    expect(
      getExtensionCoverage({ rate: untilSeven, currentEnd, now, timeZone: NEW_YORK }).end,
    ).toEqual(at('2026-11-26T00:00:00Z'));
  });
});
