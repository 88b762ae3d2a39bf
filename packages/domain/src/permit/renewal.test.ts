import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { permitCycle } from './cycle.js';
import { getPermitRenewalState } from './renewal.js';

const DAY = 86_400_000;
const anchor = new Date('2027-01-31T09:00:00.000Z');
const timeZone = 'UTC';
const cycle = (index: number) => permitCycle({ anchor, index, timeZone });
const state = (now: string, paid: number[]) =>
  getPermitRenewalState({ anchor, paidPeriods: paid.map(cycle), now: new Date(now), timeZone });

describe('getPermitRenewalState', () => {
  it('is COMPLETED while the next cycle is not yet open for renewal', () => {
    const result = state('2027-02-10T00:00:00.000Z', [0]);
    expect(result.status).toBe('COMPLETED');
    expect(result.nextPeriod).toBeNull();
    expect(result.renewalWindow.opensAt.toISOString()).toBe('2027-02-21T09:00:00.000Z');
    expect(result.renewalWindow.closesAt.toISOString()).toBe('2027-03-05T09:00:00.000Z');
  });

  it('is ACTIVE from 7 days before the paid end, and pays exactly the next cycle', () => {
    const result = state('2027-02-21T09:00:00.000Z', [0]);
    expect(result.status).toBe('ACTIVE');
    expect(result.nextPeriod).toEqual({
      start: new Date('2027-02-28T09:00:00.000Z'),
      end: new Date('2027-03-31T09:00:00.000Z'),
    });
  });

  it('stays ACTIVE through the 5 days of grace, then is EXPIRED', () => {
    expect(state('2027-03-05T08:59:59.999Z', [0]).status).toBe('ACTIVE');
    const expired = state('2027-03-05T09:00:00.000Z', [0]);
    expect(expired.status).toBe('EXPIRED');
    expect(expired.nextPeriod).toBeNull();
  });

  it('is COMPLETED again once the next cycle is paid', () => {
    expect(state('2027-02-25T00:00:00.000Z', [0, 1]).status).toBe('COMPLETED');
  });

  it('reads the latest paid period whatever the order', () => {
    expect(state('2027-03-25T00:00:00.000Z', [1, 0]).nextPeriod?.start.toISOString()).toBe(
      '2027-03-31T09:00:00.000Z',
    );
  });

  it('is due for its first cycle when nothing is paid yet', () => {
    const result = state('2027-01-30T00:00:00.000Z', []);
    expect(result.status).toBe('ACTIVE');
    expect(result.nextPeriod).toEqual(cycle(0));
  });

  it('has exactly one status at every instant, ACTIVE for 12 days of each cycle', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: -40 * DAY, max: 40 * DAY }),
        (paidCycles, offset) => {
          const paid = Array.from({ length: paidCycles + 1 }, (_, index) => index);
          const paidEnd = cycle(paidCycles).end.getTime();
          const result = getPermitRenewalState({
            anchor,
            paidPeriods: paid.map(cycle),
            now: new Date(paidEnd + offset),
            timeZone,
          });
          const expected =
            offset < -7 * DAY ? 'COMPLETED' : offset < 5 * DAY ? 'ACTIVE' : 'EXPIRED';
          expect(result.status).toBe(expected);
          if (expected === 'ACTIVE') expect(result.nextPeriod).toEqual(cycle(paidCycles + 1));
        },
      ),
    );
  });
});
