import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toZonedParts } from '../opening-hours/zoned-parts.js';
import { permitCycle, permitCycleIndexAt, permitCycleStart } from './cycle.js';

const iso = (date: Date) => date.toISOString();
const starts = (anchor: string, timeZone: string, count: number) =>
  Array.from({ length: count }, (_, index) =>
    iso(permitCycleStart({ anchor: new Date(anchor), index, timeZone })),
  );

describe('permitCycleStart', () => {
  it('counts every month from the anchor: Jan 31 -> Feb 28 -> Mar 31 -> Apr 30 (UTC)', () => {
    expect(starts('2027-01-31T10:00:00.000Z', 'UTC', 5)).toEqual([
      '2027-01-31T10:00:00.000Z',
      '2027-02-28T10:00:00.000Z',
      '2027-03-31T10:00:00.000Z',
      '2027-04-30T10:00:00.000Z',
      '2027-05-31T10:00:00.000Z',
    ]);
  });

  it('gives Feb 29 in a leap year', () => {
    expect(starts('2028-01-31T00:00:00.000Z', 'UTC', 3)).toEqual([
      '2028-01-31T00:00:00.000Z',
      '2028-02-29T00:00:00.000Z',
      '2028-03-31T00:00:00.000Z',
    ]);
  });

  it('keeps the wall-clock time across a DST change (America/Los_Angeles)', () => {
    // 2026-03-08 is the spring-forward day: 09:00 PST is 17:00Z, 09:00 PDT is 16:00Z.
    expect(starts('2026-02-15T17:00:00.000Z', 'America/Los_Angeles', 3)).toEqual([
      '2026-02-15T17:00:00.000Z',
      '2026-03-15T16:00:00.000Z',
      '2026-04-15T16:00:00.000Z',
    ]);
  });

  it('keeps the day of month and time in the place zone across the fall-back (Europe/Madrid)', () => {
    // 00:30 on Oct 15 in Madrid (CEST, +2) is Oct 14 22:30Z; after Oct 25 it is CET (+1):
    // 00:30 on Nov 15 is Nov 14 23:30Z. A UTC reckoning would give the 14th at 22:30Z.
    expect(starts('2026-10-14T22:30:00.000Z', 'Europe/Madrid', 3)).toEqual([
      '2026-10-14T22:30:00.000Z',
      '2026-11-14T23:30:00.000Z',
      '2026-12-14T23:30:00.000Z',
    ]);
  });

  it('moves a wall-clock time the spring-forward skips to just after the gap', () => {
    // 02:30 on 2026-03-08 does not exist in Los Angeles: 03:00 PDT (10:00Z).
    const start = permitCycleStart({
      anchor: new Date('2026-02-08T10:30:00.000Z'),
      index: 1,
      timeZone: 'America/Los_Angeles',
    });
    expect(iso(start)).toBe('2026-03-08T10:00:00.000Z');
  });

  it('crosses years both ways', () => {
    const anchor = new Date('2026-11-30T12:00:00.000Z');
    expect(iso(permitCycleStart({ anchor, index: 3, timeZone: 'UTC' }))).toBe(
      '2027-02-28T12:00:00.000Z',
    );
    expect(iso(permitCycleStart({ anchor, index: -11, timeZone: 'UTC' }))).toBe(
      '2025-12-30T12:00:00.000Z',
    );
  });
});

const ZONES = ['UTC', 'America/Los_Angeles', 'Europe/Madrid', 'America/New_York'];
const anchorArb = fc
  .date({
    min: new Date('2020-01-01T00:00:00Z'),
    max: new Date('2035-01-01T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((date) => new Date(Math.floor(date.getTime() / 60_000) * 60_000));

describe('permit cycles (properties)', () => {
  it('cycles follow each other with no gap or overlap, each 28 to 31 days (+- an hour)', () => {
    fc.assert(
      fc.property(
        anchorArb,
        fc.constantFrom(...ZONES),
        fc.integer({ min: 0, max: 40 }),
        (anchor, timeZone, index) => {
          const cycle = permitCycle({ anchor, index, timeZone });
          const next = permitCycle({ anchor, index: index + 1, timeZone });
          expect(next.start.getTime()).toBe(cycle.end.getTime());
          const hours = (cycle.end.getTime() - cycle.start.getTime()) / 3_600_000;
          expect(hours).toBeGreaterThanOrEqual(28 * 24 - 1);
          expect(hours).toBeLessThanOrEqual(31 * 24 + 1);
        },
      ),
    );
  });

  it('never drifts: the day of month is the anchor day, or the last day of a shorter month', () => {
    fc.assert(
      fc.property(
        anchorArb,
        fc.constantFrom(...ZONES),
        fc.integer({ min: 0, max: 40 }),
        (anchor, timeZone, index) => {
          const anchorDay = toZonedParts({ date: anchor, timeZone }).day;
          const start = permitCycleStart({ anchor, index, timeZone });
          const parts = toZonedParts({ date: start, timeZone });
          const lastDay = new Date(Date.UTC(parts.year, parts.month, 0)).getUTCDate();
          // The spring-forward gap can push a time past midnight only when it sits in the gap,
          // which no zone here has at midnight; the day is exact.
          expect(parts.day).toBe(Math.min(anchorDay, lastDay));
        },
      ),
    );
  });

  it('finds the cycle that holds an instant', () => {
    fc.assert(
      fc.property(
        anchorArb,
        fc.constantFrom(...ZONES),
        fc.integer({ min: -5, max: 40 }),
        fc.double({ min: 0, max: 0.999, noNaN: true }),
        (anchor, timeZone, index, fraction) => {
          const cycle = permitCycle({ anchor, index, timeZone });
          const at = new Date(
            cycle.start.getTime() +
              Math.floor((cycle.end.getTime() - cycle.start.getTime()) * fraction),
          );
          expect(permitCycleIndexAt({ anchor, at, timeZone })).toBe(index);
        },
      ),
    );
  });
});
