import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepZoneOffsetsPerHour } from './zone-offsets-per-hour.js';
import {
  getTimeZoneOffsetMinutes,
  readWallClockByIntl,
  toWallMinute,
  toZonedParts,
  useWallClockReader,
} from './zoned-parts.js';

const at = (iso: string) => new Date(iso);

describe('toZonedParts', () => {
  it('reads the wall clock and weekday in the place time zone', () => {
    expect(
      toZonedParts({ date: at('2026-01-05T14:30:45Z'), timeZone: 'America/New_York' }),
    ).toEqual({ year: 2026, month: 1, day: 5, hour: 9, minute: 30, second: 45, weekday: 'MONDAY' });
    expect(toZonedParts({ date: at('2026-01-04T23:30:00Z'), timeZone: 'Europe/Madrid' })).toEqual({
      year: 2026,
      month: 1,
      day: 5,
      hour: 0,
      minute: 30,
      second: 0,
      weekday: 'MONDAY',
    });
  });

  it('says 00, never 24, at midnight', () => {
    expect(toZonedParts({ date: at('2026-06-01T00:00:00Z'), timeZone: 'UTC' }).hour).toBe(0);
  });

  it('jumps from 01:59 EST to 03:00 EDT on 2026-03-08 in New York', () => {
    const before = toZonedParts({ date: at('2026-03-08T06:59:00Z'), timeZone: 'America/New_York' });
    const after = toZonedParts({ date: at('2026-03-08T07:00:00Z'), timeZone: 'America/New_York' });
    expect([before.hour, before.minute]).toEqual([1, 59]);
    expect([after.hour, after.minute, after.weekday]).toEqual([3, 0, 'SUNDAY']);
  });

  it('shows 01:xx twice on 2026-11-01 in New York', () => {
    const first = toZonedParts({ date: at('2026-11-01T05:30:00Z'), timeZone: 'America/New_York' });
    const second = toZonedParts({ date: at('2026-11-01T06:30:00Z'), timeZone: 'America/New_York' });
    expect([first.hour, first.minute]).toEqual([1, 30]);
    expect([second.hour, second.minute]).toEqual([1, 30]);
  });

  it('throws for an unknown time zone', () => {
    expect(() => toZonedParts({ date: at('2026-01-01T00:00:00Z'), timeZone: 'Mars/Base' })).toThrow(
      RangeError,
    );
  });
});

describe('getTimeZoneOffsetMinutes', () => {
  it.each([
    ['America/New_York', '2026-03-08T06:59:00Z', -300],
    ['America/New_York', '2026-03-08T07:00:00Z', -240],
    ['America/New_York', '2026-11-01T05:59:00Z', -240],
    ['America/New_York', '2026-11-01T06:00:00Z', -300],
    ['Europe/Madrid', '2026-03-29T00:59:00Z', 60],
    ['Europe/Madrid', '2026-03-29T01:00:00Z', 120],
    ['Europe/Madrid', '2026-10-25T00:59:00Z', 120],
    ['Europe/Madrid', '2026-10-25T01:00:00Z', 60],
    ['Asia/Kolkata', '2026-06-01T12:00:00Z', 330],
    ['Australia/Lord_Howe', '2026-01-01T00:00:00Z', 660],
    ['Australia/Lord_Howe', '2026-07-01T00:00:00Z', 630],
    ['UTC', '2026-07-01T00:00:00Z', 0],
  ])('%s at %s is %i', (timeZone, iso, expected) => {
    expect(getTimeZoneOffsetMinutes({ date: at(iso), timeZone })).toBe(expected);
  });

  it('ignores the seconds of the instant', () => {
    expect(
      getTimeZoneOffsetMinutes({
        date: at('2026-03-08T06:59:59.999Z'),
        timeZone: 'America/New_York',
      }),
    ).toBe(-300);
  });
});

describe('toWallMinute', () => {
  it('counts wall-clock minutes as if the wall clock were UTC', () => {
    expect(toWallMinute({ date: at('2026-01-05T14:30:59Z'), timeZone: 'America/New_York' })).toBe(
      Date.parse('2026-01-05T09:30:00Z') / 60_000,
    );
  });
});

describe("the wall clock kept per hour of a zone (the server's reader)", () => {
  beforeAll(() => {
    keepZoneOffsetsPerHour();
  });
  afterAll(() => useWallClockReader(readWallClockByIntl));

  const ZONES = [
    'America/New_York',
    'Europe/Madrid',
    'Australia/Lord_Howe', // 30-minute changes, at half past a UTC hour
    'Pacific/Chatham', // +12:45 and +13:45
    'Asia/Kathmandu',
    'America/Sao_Paulo',
    'Africa/Casablanca',
  ];
  // The reader the per-hour one stands in for is the oracle: the same fields at every instant.
  const expectReadAsIntl = (date: Date, timeZone: string) => {
    const { weekday: _weekday, ...fields } = toZonedParts({ date, timeZone });
    expect(fields).toEqual(readWallClockByIntl({ date, timeZone }));
  };

  it('reads what Intl reads, at any instant from 1900 to 2100, in zones with odd changes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2100, 0, 1) }),
        fc.constantFrom(...ZONES),
        (time, timeZone) => expectReadAsIntl(new Date(time), timeZone),
      ),
      { numRuns: 3000 },
    );
  });

  it('reads every minute of the two hours around each change of 2026 as Intl does', () => {
    const offsetByIntl = (time: number, timeZone: string) => {
      const wall = readWallClockByIntl({ date: new Date(time), timeZone });
      const { year, month, day, hour, minute, second } = wall;
      return Date.UTC(year, month - 1, day, hour, minute, second) - time;
    };
    let changes = 0;
    for (const timeZone of ZONES) {
      for (let time = Date.UTC(2026, 0, 1); time < Date.UTC(2027, 0, 1); time += 3_600_000) {
        if (offsetByIntl(time, timeZone) === offsetByIntl(time + 3_600_000, timeZone)) continue;
        changes += 1;
        for (let minute = time - 30 * 60_000; minute < time + 90 * 60_000; minute += 60_000) {
          expectReadAsIntl(new Date(minute + 30_000), timeZone);
        }
      }
    }
    expect(changes).toBeGreaterThan(8);
  });
});
