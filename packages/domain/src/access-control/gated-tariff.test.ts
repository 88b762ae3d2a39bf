import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromZonedWallClock } from '../opening-hours/zoned-wall-clock.js';
import { DAY, DEMO_TARIFF, elapsedArb, MINUTE, tariffArb } from './gated-tariff.fixtures.js';
import { gatedTariffAmountMinor, stayAmountDueMinor, stayAmountOf } from './gated-tariff.js';

const SECOND = 1000;
const startedDays = (elapsedMs: number) => Math.ceil(elapsedMs / DAY);

describe('gatedTariffAmountMinor, the demo tariff', () => {
  it.each([
    [0, 0, 'no time at all'],
    [1, 0, '1 ms is a started minute, within the free 15'],
    [15 * MINUTE, 0, 'the free 15 minutes'],
    [15 * MINUTE + SECOND, 250, '15 min 1 s is 16 started minutes: the first hour'],
    [60 * MINUTE, 250, 'up to 1 h'],
    [60 * MINUTE + SECOND, 400, '60 min 1 s is 61 started minutes'],
    [61 * MINUTE, 400, 'up to 2 h'],
    [120 * MINUTE, 400, 'up to 2 h, inclusive'],
    [180 * MINUTE, 600, 'up to 3 h, inclusive'],
    [181 * MINUTE, 750, 'a started fourth hour: 6.00 + 1.50'],
    [240 * MINUTE, 750, 'the fourth hour, whole'],
    [241 * MINUTE, 900, 'a started fifth hour'],
    [900 * MINUTE, 2400, '15 h: 6.00 + 12 × 1.50, still below the cap'],
    [901 * MINUTE, 2500, 'a started 16th hour would be 25.50: capped at 25.00'],
    [DAY - MINUTE, 2500, 'the rest of the first day stays at the cap'],
    [DAY, 2500, '24 h: one day, the cap'],
    [DAY + SECOND, 2750, '24 h 1 s: the cap and a started first hour of the second day'],
    [DAY + MINUTE, 2750, '24 h + 1 min: the free minutes are not given again on day 2'],
    [DAY + 15 * MINUTE, 2750, '24 h + 15 min: still the first hour of day 2'],
    [DAY + 181 * MINUTE, 3250, '24 h + 181 min: the cap and 7.50'],
    [2 * DAY - MINUTE, 5000, 'the end of day 2: twice the cap'],
    [3 * DAY, 7500, '3 days: three times the cap'],
    [3 * DAY + 61 * MINUTE, 7900, '3 days and 61 min: three caps and 4.00'],
  ])('%i ms costs %i (%s)', (elapsedMs, amountMinor) => {
    expect(gatedTariffAmountMinor(DEMO_TARIFF, elapsedMs)).toBe(amountMinor);
  });

  it('prices a negative elapsed time (a clock skew between cameras) as nothing', () => {
    expect(gatedTariffAmountMinor(DEMO_TARIFF, -5 * MINUTE)).toBe(0);
  });
});

describe('stayAmountDueMinor and stayAmountOf, the demo tariff', () => {
  const entry = new Date('2026-05-04T08:00:00Z');
  const after = (ms: number) => new Date(entry.getTime() + ms);

  it('owes the tariff minus what was paid, never less than nothing', () => {
    expect(stayAmountDueMinor(DEMO_TARIFF, entry, after(181 * MINUTE), 0)).toBe(750);
    expect(stayAmountDueMinor(DEMO_TARIFF, entry, after(181 * MINUTE), 400)).toBe(350);
    expect(stayAmountDueMinor(DEMO_TARIFF, entry, after(181 * MINUTE), 750)).toBe(0);
    expect(stayAmountDueMinor(DEMO_TARIFF, entry, after(181 * MINUTE), 1000)).toBe(0);
  });

  it.each([
    [0, 0],
    [250, 2.5],
    [400, 4],
    [750, 7.5],
    [1005, 10.05],
    [2750, 27.5],
    [7500, 75],
    [7999, 79.99],
  ])('stayAmount of %i minor units is %d', (minor, major) => {
    expect(stayAmountOf(minor)).toBe(major);
  });

  it('stayAmount has at most 2 decimals and gives the minor units back', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (minor) => {
        const major = stayAmountOf(minor);
        expect(Number(major.toFixed(2))).toBe(major);
        expect(Math.round(major * 100)).toBe(minor);
      }),
    );
  });
});

/** A local wall clock 'YYYY-MM-DD HH:mm' in `timeZone`, as an instant. */
function wall(timeZone: string, reading: string): Date {
  const [year, month, day, hour, minute] = reading.split(/[- :]/).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  return fromZonedWallClock({ wallClock: { year, month, day, hour, minute }, timeZone });
}

describe('gatedTariffAmountMinor across daylight-saving changes: elapsed time only', () => {
  it.each([
    // The clock jumps 02:00 → 03:00: 00:30 to 03:30 on the wall is 2 h of stay.
    ['Europe/Madrid', '2026-03-29 00:30', '2026-03-29 03:30', 2, 400],
    ['America/New_York', '2026-03-08 00:30', '2026-03-08 03:30', 2, 400],
    // The clock goes back 03:00 → 02:00 (Madrid) or 02:00 → 01:00 (New York): 4 h of stay.
    ['Europe/Madrid', '2026-10-25 00:30', '2026-10-25 03:30', 4, 750],
    ['America/New_York', '2026-11-01 00:30', '2026-11-01 03:30', 4, 750],
    // A calendar day across the change is 23 h or 25 h: 24 h of stay end an hour off the wall.
    ['Europe/Madrid', '2026-03-29 00:30', '2026-03-30 00:30', 23, 2500],
    ['Europe/Madrid', '2026-03-29 00:30', '2026-03-30 01:30', 24, 2500],
    ['Europe/Madrid', '2026-03-29 00:30', '2026-03-30 01:31', 24 + 1 / 60, 2750],
    ['Europe/Madrid', '2026-10-25 00:30', '2026-10-25 23:30', 24, 2500],
    ['Europe/Madrid', '2026-10-25 00:30', '2026-10-26 00:30', 25, 2750],
    ['America/New_York', '2026-03-08 00:30', '2026-03-09 01:30', 24, 2500],
    ['America/New_York', '2026-11-01 00:30', '2026-11-01 23:30', 24, 2500],
    ['America/New_York', '2026-11-01 00:30', '2026-11-02 00:30', 25, 2750],
  ])('%s %s to %s is %d h of stay: %i', (timeZone, from, to, hours, amountMinor) => {
    const entry = wall(timeZone, from);
    const exit = wall(timeZone, to);
    expect(exit.getTime() - entry.getTime()).toBe(Math.round(hours * 60) * MINUTE);
    expect(stayAmountDueMinor(DEMO_TARIFF, entry, exit, 0)).toBe(amountMinor);
  });

  // Every daylight-saving change of 2026 in Madrid and New York.
  const CHANGES = [
    '2026-03-08T07:00:00Z',
    '2026-03-29T01:00:00Z',
    '2026-10-25T01:00:00Z',
    '2026-11-01T06:00:00Z',
  ].map((iso) => Date.parse(iso));
  const ELSEWHERE = Date.parse('2026-06-15T12:00:00Z');

  it('prices a stay over a change as the same elapsed time elsewhere; 24 h is one day', () => {
    fc.assert(
      fc.property(
        tariffArb,
        fc.constantFrom(...CHANGES),
        fc.integer({ min: -36 * 60, max: 60 }),
        elapsedArb(3),
        (tariff, changeMs, entryMinutes, elapsedMs) => {
          const entry = new Date(changeMs + entryMinutes * MINUTE);
          const exit = new Date(entry.getTime() + elapsedMs);
          const elsewhere = new Date(ELSEWHERE);
          expect(stayAmountDueMinor(tariff, entry, exit, 0)).toBe(
            stayAmountDueMinor(tariff, elsewhere, new Date(ELSEWHERE + elapsedMs), 0),
          );
          if (tariff.freeMinutes < 1440) {
            const oneDayLater = new Date(entry.getTime() + DAY);
            expect(stayAmountDueMinor(tariff, entry, oneDayLater, 0)).toBe(tariff.dailyCapMinor);
          }
        },
      ),
    );
  });
});

describe('gatedTariffAmountMinor, properties', () => {
  it('never decreases with time', () => {
    fc.assert(
      fc.property(tariffArb, elapsedArb(), elapsedArb(), (tariff, a, b) => {
        const [shorter, longer] = a <= b ? [a, b] : [b, a];
        expect(gatedTariffAmountMinor(tariff, shorter)).toBeLessThanOrEqual(
          gatedTariffAmountMinor(tariff, longer),
        );
      }),
      { numRuns: 500 },
    );
  });

  it('never decreases from one started minute to the next', () => {
    fc.assert(
      fc.property(tariffArb, fc.integer({ min: 0, max: 3 * 1440 }), (tariff, minutes) => {
        expect(gatedTariffAmountMinor(tariff, minutes * MINUTE)).toBeLessThanOrEqual(
          gatedTariffAmountMinor(tariff, (minutes + 1) * MINUTE),
        );
      }),
      { numRuns: 500 },
    );
  });

  it('counts started minutes: any part of a minute costs the whole minute', () => {
    fc.assert(
      fc.property(tariffArb, elapsedArb(), (tariff, elapsedMs) => {
        const wholeMinutes = Math.ceil(elapsedMs / MINUTE) * MINUTE;
        expect(gatedTariffAmountMinor(tariff, elapsedMs)).toBe(
          gatedTariffAmountMinor(tariff, wholeMinutes),
        );
      }),
    );
  });

  it('costs nothing within the free minutes', () => {
    fc.assert(
      fc.property(tariffArb, fc.double({ min: 0, max: 1, noNaN: true }), (tariff, share) => {
        const elapsedMs = Math.floor(share * tariff.freeMinutes * MINUTE);
        expect(gatedTariffAmountMinor(tariff, elapsedMs)).toBe(0);
        expect(gatedTariffAmountMinor(tariff, tariff.freeMinutes * MINUTE)).toBe(0);
      }),
    );
  });

  it('charges from the entry once past the free minutes (when the first minute costs)', () => {
    fc.assert(
      fc.property(tariffArb, (tariff) => {
        fc.pre(tariff.freeMinutes < 1440);
        const firstMinute = gatedTariffAmountMinor({ ...tariff, freeMinutes: 0 }, MINUTE);
        fc.pre(firstMinute > 0);
        expect(gatedTariffAmountMinor(tariff, tariff.freeMinutes * MINUTE + 1)).toBeGreaterThan(0);
      }),
    );
  });

  it('never costs more than the cap times the days started', () => {
    fc.assert(
      fc.property(tariffArb, elapsedArb(), (tariff, elapsedMs) => {
        expect(gatedTariffAmountMinor(tariff, elapsedMs)).toBeLessThanOrEqual(
          tariff.dailyCapMinor * startedDays(elapsedMs),
        );
      }),
      { numRuns: 500 },
    );
  });

  it('costs exactly the cap for each whole day', () => {
    fc.assert(
      fc.property(tariffArb, fc.integer({ min: 1, max: 30 }), (tariff, days) => {
        fc.pre(tariff.freeMinutes < 1440);
        expect(gatedTariffAmountMinor(tariff, days * DAY)).toBe(days * tariff.dailyCapMinor);
      }),
    );
  });

  it('holds the cap across days: a further 24 h of stay past the free minutes cost the cap', () => {
    fc.assert(
      fc.property(tariffArb, elapsedArb(), fc.integer({ min: 1, max: 5 }), (tariff, ms, days) => {
        fc.pre(ms > tariff.freeMinutes * MINUTE);
        expect(gatedTariffAmountMinor(tariff, ms + days * DAY)).toBe(
          gatedTariffAmountMinor(tariff, ms) + days * tariff.dailyCapMinor,
        );
      }),
      { numRuns: 500 },
    );
  });

  it('holds the cap for any window past the free minutes: at most the cap per started 24 h', () => {
    fc.assert(
      fc.property(tariffArb, elapsedArb(), elapsedArb(), (tariff, from, length) => {
        fc.pre(from > tariff.freeMinutes * MINUTE);
        // Started minutes: the window is priced from the minute `from` falls in.
        const fromMinute = Math.ceil(from / MINUTE) * MINUTE;
        const added =
          gatedTariffAmountMinor(tariff, fromMinute + length) -
          gatedTariffAmountMinor(tariff, fromMinute);
        expect(added).toBeLessThanOrEqual(tariff.dailyCapMinor * startedDays(length));
      }),
      { numRuns: 500 },
    );
  });
});
