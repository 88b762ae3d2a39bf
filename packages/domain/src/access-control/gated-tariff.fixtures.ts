import fc from 'fast-check';
import type { GatedTariff } from './gated-tariff.js';

export const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/**
 * The demo gated lot's tariff (operators/demo-parking-co.yaml): 15 minutes free, 2.50 up
 * to 1 h, 4.00 up to 2 h, 6.00 up to 3 h, then 1.50 each started hour, at most 25.00 per 24 h;
 * 10 minutes to leave after paying.
 */
export const DEMO_TARIFF: GatedTariff = {
  freeMinutes: 15,
  steps: [
    { upToMinutes: 60, amountMinor: 250 },
    { upToMinutes: 120, amountMinor: 400 },
    { upToMinutes: 180, amountMinor: 600 },
  ],
  thenEveryMinutes: 60,
  thenAmountMinor: 150,
  dailyCapMinor: 2500,
  graceMinutes: 10,
};

/**
 * A valid tariff (what the `gated_tariff` checks allow, steps ascending): free minutes mostly
 * short, sometimes up to a whole day; positive increments; a cap from 0 (all free past the free
 * window) to above what a day of the steps costs.
 */
export const tariffArb: fc.Arbitrary<GatedTariff> = fc
  .record({
    freeMinutes: fc.oneof(
      { arbitrary: fc.integer({ min: 0, max: 60 }), weight: 4 },
      { arbitrary: fc.integer({ min: 0, max: 1440 }), weight: 1 },
    ),
    increments: fc.array(
      fc.record({
        minutes: fc.integer({ min: 1, max: 360 }),
        amountMinor: fc.integer({ min: 1, max: 1500 }),
      }),
      { maxLength: 5 },
    ),
    thenEveryMinutes: fc.integer({ min: 1, max: 240 }),
    thenAmountMinor: fc.integer({ min: 1, max: 800 }),
    dailyCapMinor: fc.oneof(
      { arbitrary: fc.constant(0), weight: 1 },
      { arbitrary: fc.integer({ min: 0, max: 20_000 }), weight: 6 },
    ),
    graceMinutes: fc.integer({ min: 0, max: 30 }),
  })
  .map(({ increments, ...rest }) => {
    let upToMinutes = 0;
    let amountMinor = 0;
    const steps = increments.map((increment) => {
      upToMinutes += increment.minutes;
      amountMinor += increment.amountMinor;
      return { upToMinutes, amountMinor };
    });
    return { ...rest, steps };
  });

/** Durations up to `maxDays`, often on or just past a whole minute (started minutes count). */
export function elapsedArb(maxDays = 5): fc.Arbitrary<number> {
  return fc
    .tuple(
      fc.oneof(
        fc.integer({ min: 0, max: 240 }),
        fc.integer({ min: 0, max: maxDays * 1440 }),
        fc.integer({ min: 0, max: maxDays }).map((days) => days * 1440),
      ),
      fc.oneof(fc.constant(0), fc.constant(1), fc.integer({ min: 0, max: MINUTE - 1 })),
    )
    .map(([minutes, ms]) => minutes * MINUTE + ms);
}
