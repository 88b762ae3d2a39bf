import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addCalendarDays, type BookingTier, priceBookingWindow } from './booking-quote.js';

const HOUR = 60;
const tier = (
  id: string,
  minutes: number,
  valueMinor: number,
  serviceFeeMinor = 0,
): BookingTier => ({
  rateLineId: id,
  durationMinutes: minutes,
  valueMinor,
  serviceFeeMinor,
});
// The seed's reservation tiers: 1 h, 3 h, 6 h, Daily.
const TIERS = [
  tier('1h', HOUR, 500, 50),
  tier('3h', 3 * HOUR, 1000, 75),
  tier('6h', 6 * HOUR, 1500, 100),
  tier('day', 1440, 2500, 150),
];
const at = (iso: string) => new Date(iso);
const quote = (startIso: string, endIso: string, timeZone = 'UTC', tiers = TIERS) =>
  priceBookingWindow({ tiers, start: at(startIso), end: at(endIso), timeZone });

describe('priceBookingWindow', () => {
  it('prices two hours as two 1 h lines rather than 3 h at the same price (shorter coverage)', () => {
    const price = quote('2026-05-04T10:00:00Z', '2026-05-04T12:00:00Z');
    expect(price).toMatchObject({
      amountMinor: 1000,
      serviceFeeMinor: 50,
      lines: [{ rateLineId: '1h', count: 2 }],
      durationMinutes: 120,
      extended: false,
    });
  });

  it('extends five hours to the 6 h tier, cheaper than 3 h + 1 h + 1 h', () => {
    const price = quote('2026-05-04T10:00:00Z', '2026-05-04T15:00:00Z');
    expect(price?.amountMinor).toBe(1500);
    expect(price?.end.toISOString()).toBe('2026-05-04T16:00:00.000Z');
    expect(price?.extended).toBe(true);
    expect(price?.mainRateLineId).toBe('6h');
  });

  it('charges the largest fee of the lines used, once', () => {
    const price = quote('2026-05-04T10:00:00Z', '2026-05-04T14:00:00Z');
    // 3 h + 1 h (1500) equals 6 h (1500) before fees; the fee of 3 h + 1 h is 75, of 6 h 100.
    expect(price).toMatchObject({ amountMinor: 1500, serviceFeeMinor: 75, durationMinutes: 240 });
  });

  it('prices a window across midnight on the place clock like any other', () => {
    const price = quote('2026-05-04T20:00:00Z', '2026-05-05T02:00:00Z', 'Europe/Madrid');
    expect(price).toMatchObject({ amountMinor: 1500, durationMinutes: 360, extended: false });
  });

  it('covers 27 hours with a day and a 3 h tier, and 36 hours with two days', () => {
    const price = quote('2026-05-04T08:00:00Z', '2026-05-05T11:00:00Z');
    expect(price?.lines).toEqual([
      { rateLineId: '3h', count: 1 },
      { rateLineId: 'day', count: 1 },
    ]);
    expect(price).toMatchObject({ amountMinor: 3500, serviceFeeMinor: 150, extended: false });
    // A day and two 6 h lines (5500) cost more than two days (5000).
    const longer = quote('2026-05-04T08:00:00Z', '2026-05-05T20:00:00Z');
    expect(longer).toMatchObject({ amountMinor: 5000, durationMinutes: 2880, extended: true });
  });

  it('a day across the spring-forward in Europe/Madrid is one day of 23 hours', () => {
    // 2026-03-29 02:00 -> 03:00 in Madrid: noon to noon is 23 elapsed hours.
    const price = quote('2026-03-28T11:00:00Z', '2026-03-29T10:00:00Z', 'Europe/Madrid');
    expect(price).toMatchObject({ amountMinor: 2500, durationMinutes: 23 * 60, extended: false });
  });

  it('a day across the fall-back in America/Los_Angeles is one day of 25 hours', () => {
    // 2026-11-01 02:00 PDT -> 01:00 PST: 10:00 to 10:00 local is 25 elapsed hours.
    const price = quote('2026-10-31T17:00:00Z', '2026-11-01T18:00:00Z', 'America/Los_Angeles');
    expect(price).toMatchObject({ amountMinor: 2500, durationMinutes: 25 * 60, extended: false });
    expect(price?.lines).toEqual([{ rateLineId: 'day', count: 1 }]);
  });

  it('elapsed tiers count elapsed time across a DST change (6 h is 6 h)', () => {
    const price = quote('2026-03-08T08:00:00Z', '2026-03-08T14:00:00Z', 'America/Los_Angeles');
    expect(price).toMatchObject({ amountMinor: 1500, durationMinutes: 360 });
  });

  it('is null without a usable tier', () => {
    expect(quote('2026-05-04T10:00:00Z', '2026-05-04T12:00:00Z', 'UTC', [])).toBeNull();
  });

  it('keeps the seconds of the start when adding calendar days', () => {
    const start = at('2026-03-28T11:00:30Z');
    expect(addCalendarDays(start, 1, 'Europe/Madrid').toISOString()).toBe(
      '2026-03-29T10:00:30.000Z',
    );
  });
});

/** Every combination of at most `max` of each elapsed tier: the cheapest that covers. */
function bruteForce(tiers: readonly BookingTier[], minutes: number, max: number): number {
  let best = Number.POSITIVE_INFINITY;
  const visit = (index: number, covered: number, value: number, fee: number) => {
    if (index === tiers.length) {
      if (covered >= minutes) best = Math.min(best, value + fee);
      return;
    }
    const t = tiers[index] as BookingTier;
    for (let count = 0; count <= max; count += 1) {
      visit(
        index + 1,
        covered + count * t.durationMinutes,
        value + count * t.valueMinor,
        count > 0 ? Math.max(fee, t.serviceFeeMinor) : fee,
      );
    }
  };
  visit(0, 0, 0, 0);
  return best;
}

const elapsedTier = fc.record({
  rateLineId: fc.uuid(),
  durationMinutes: fc.constantFrom(30, 60, 90, 120, 180, 240, 360, 720),
  valueMinor: fc.integer({ min: 0, max: 5000 }),
  serviceFeeMinor: fc.integer({ min: 0, max: 300 }),
});

describe('priceBookingWindow properties', () => {
  it('covers the window, starts at its start, and sums its lines', () => {
    fc.assert(
      fc.property(
        fc.array(elapsedTier, { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 1, max: 3 * 1440 }),
        fc.constantFrom('UTC', 'Europe/Madrid', 'America/Los_Angeles'),
        (tiers, minutes, timeZone) => {
          const start = at('2026-03-27T22:00:00Z');
          const end = new Date(start.getTime() + minutes * 60_000);
          const price = priceBookingWindow({ tiers, start, end, timeZone });
          expect(price).not.toBeNull();
          if (!price) return;
          expect(price.start).toEqual(start);
          expect(price.end.getTime()).toBeGreaterThanOrEqual(end.getTime());
          expect(price.extended).toBe(price.end.getTime() > end.getTime());
          const byId = new Map(tiers.map((t) => [t.rateLineId, t]));
          const sum = price.lines.reduce(
            (total, line) => total + (byId.get(line.rateLineId)?.valueMinor ?? 0) * line.count,
            0,
          );
          expect(price.amountMinor).toBe(sum);
          const fees = price.lines.map((line) => byId.get(line.rateLineId)?.serviceFeeMinor ?? 0);
          expect(price.serviceFeeMinor).toBe(Math.max(...fees));
        },
      ),
    );
  });

  it('is as cheap as the cheapest combination found by trying them all', () => {
    fc.assert(
      fc.property(
        fc.array(elapsedTier, { minLength: 1, maxLength: 3 }),
        fc.integer({ min: 1, max: 600 }),
        (tiers, minutes) => {
          const start = at('2026-06-01T08:00:00Z');
          const end = new Date(start.getTime() + minutes * 60_000);
          const price = priceBookingWindow({ tiers, start, end, timeZone: 'UTC' });
          // 600 minutes need at most 20 of the shortest tier (30 min).
          expect((price?.amountMinor ?? 0) + (price?.serviceFeeMinor ?? 0)).toBe(
            bruteForce(tiers, minutes, 20),
          );
        },
      ),
      { numRuns: 60 },
    );
  });

  it('never costs more for a shorter window', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5 * 1440 }),
        fc.integer({ min: 1, max: 1440 }),
        (a, b) => {
          const start = at('2026-10-30T09:00:00Z');
          const total = (minutes: number) => {
            const price = priceBookingWindow({
              tiers: TIERS,
              start,
              end: new Date(start.getTime() + minutes * 60_000),
              timeZone: 'America/Los_Angeles',
            });
            return (price?.amountMinor ?? 0) + (price?.serviceFeeMinor ?? 0);
          };
          expect(total(a)).toBeLessThanOrEqual(total(a + b));
        },
      ),
      { numRuns: 50 },
    );
  });
});
