import { getPermitRenewalState } from '@parking/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildDemoRows } from './demo-data.js';
import { DEMO_IDS, renewablePermitId } from './demo-extra-ids.js';

const { permits } = DEMO_IDS;
const EXPECTED = [
  [permits.active, 'ACTIVE'],
  [permits.completed, 'COMPLETED'],
  [permits.expired, 'EXPIRED'],
  [renewablePermitId, 'ACTIVE'],
] as const;

/** The status each demo permit has when the seed runs at `now`, by the domain's own rule. */
function statusesAt(now: Date) {
  const rows = buildDemoRows(now);
  return EXPECTED.map(([id]) => {
    const paidPeriods = rows.payment
      .filter((paid) => paid.assignedRightId === id && paid.type === 'BASE')
      .map((paid) => ({
        start: paid.startPeriodCovered as Date,
        end: paid.endPeriodCovered as Date,
      }));
    const anchor = new Date(Math.min(...paidPeriods.map((period) => period.start.getTime())));
    return getPermitRenewalState({ anchor, paidPeriods, now, timeZone: 'America/New_York' }).status;
  });
}

describe('demo permits (docs/decisions/052)', () => {
  it('keep their states on month ends, leap days and DST changes', () => {
    for (const at of [
      '2027-01-31T12:00:00Z',
      '2027-02-28T23:30:00Z',
      '2028-02-29T04:59:00Z',
      '2027-03-14T09:30:00Z',
      '2027-11-07T06:30:00Z',
      '2026-12-31T23:59:00Z',
    ]) {
      expect(statusesAt(new Date(at)), at).toEqual(EXPECTED.map(([, status]) => status));
    }
  });

  it('keep their states whatever minute the seed runs', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2025-01-01T00:00:00Z'),
          max: new Date('2035-01-01T00:00:00Z'),
          noInvalidDate: true,
        }),
        (now) => {
          expect(statusesAt(now)).toEqual(EXPECTED.map(([, status]) => status));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('give each permit a holder name and contiguous monthly payments', () => {
    const rows = buildDemoRows(new Date('2027-01-31T12:00:00Z'));
    for (const [id] of EXPECTED) {
      expect(rows.permit.find((row) => row.assignedRightId === id)?.holderName).toBeTruthy();
      const paid = rows.payment
        .filter((row) => row.assignedRightId === id)
        .sort(
          (a, b) =>
            (a.startPeriodCovered as Date).getTime() - (b.startPeriodCovered as Date).getTime(),
        );
      expect(paid.length).toBeGreaterThanOrEqual(2);
      for (let index = 1; index < paid.length; index += 1) {
        expect(paid[index]?.startPeriodCovered).toEqual(paid[index - 1]?.endPeriodCovered);
      }
    }
  });
});
