import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getLatestBasePayment } from './latest-base-payment.js';

const payment = (type: 'BASE' | 'REFUND', start: string, end: string, dateCollected = start) => ({
  type,
  startPeriodCovered: start,
  endPeriodCovered: end,
  dateCollected,
});

describe('getLatestBasePayment', () => {
  it('is null without a BASE payment', () => {
    expect(getLatestBasePayment({ payments: [] })).toBeNull();
    expect(
      getLatestBasePayment({
        payments: [payment('REFUND', '2026-10-01T04:00:00Z', '2026-11-01T04:00:00Z')],
      }),
    ).toBeNull();
  });

  it('takes the cycle that ends last, whatever the order and collection dates', () => {
    const october = payment('BASE', '2026-10-01T04:00:00Z', '2026-11-01T04:00:00Z');
    // November paid early, in late October: still the latest cycle.
    const november = payment(
      'BASE',
      '2026-11-01T04:00:00Z',
      '2026-12-01T05:00:00Z',
      '2026-10-27T15:00:00Z',
    );
    const refund = payment('REFUND', '2026-12-01T05:00:00Z', '2027-01-01T05:00:00Z');
    expect(getLatestBasePayment({ payments: [november, october, refund] })).toBe(november);
    expect(getLatestBasePayment({ payments: [refund, october, november] })).toBe(november);
  });

  it('on equal ends, takes the later collection', () => {
    const first = payment('BASE', '2026-10-01T04:00:00Z', '2026-11-01T04:00:00Z');
    const second = { ...first, dateCollected: '2026-10-02T04:00:00Z' };
    expect(getLatestBasePayment({ payments: [second, first] })).toBe(second);
    expect(getLatestBasePayment({ payments: [first, second] })).toBe(second);
  });

  it('is a BASE payment whose end no other BASE payment passes, in any order', () => {
    const arbitraryPayment = fc
      .record({
        base: fc.boolean(),
        start: fc.integer({ min: 0, max: 1e12 }),
        length: fc.integer({ min: 1, max: 1e10 }),
      })
      .map(({ base, start, length }) =>
        payment(
          base ? 'BASE' : 'REFUND',
          new Date(start).toISOString(),
          new Date(start + length).toISOString(),
        ),
      );
    fc.assert(
      fc.property(fc.array(arbitraryPayment, { maxLength: 12 }), (payments) => {
        const latest = getLatestBasePayment({ payments });
        const base = payments.filter((item) => item.type === 'BASE');
        if (base.length === 0) return latest === null;
        const end = (item: (typeof payments)[number]) => Date.parse(item.endPeriodCovered);
        return (
          latest !== null &&
          latest.type === 'BASE' &&
          base.every((item) => end(item) <= end(latest)) &&
          getLatestBasePayment({ payments: [...payments].reverse() })?.endPeriodCovered ===
            latest.endPeriodCovered
        );
      }),
    );
  });
});
