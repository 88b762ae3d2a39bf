import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAYMENT_LINE_TYPES } from '../vocabulary/index.js';
import { getPaymentTotals, toMajorUnits, toPricedAmounts } from './payment-totals.js';

describe('getPaymentTotals', () => {
  it('adds BASE and SURCHARGE and subtracts VALIDATION, among lines with a null code', () => {
    const totals = getPaymentTotals({
      lines: [
        { type: 'BASE', code: null, amountMinor: 300 },
        { type: 'BASE', code: null, amountMinor: 150 },
        { type: 'SURCHARGE', code: null, amountMinor: 35 },
        { type: 'VALIDATION', code: null, amountMinor: 100 },
        { type: 'BASE', code: 'PROMO', amountMinor: 999 },
        { type: 'TAX', code: null, amountMinor: 50 },
      ],
    });
    expect(totals).toEqual({
      baseMinor: 450,
      surchargeMinor: 35,
      validationMinor: 100,
      totalMinor: 385,
    });
  });

  it('is zero for no lines', () => {
    expect(getPaymentTotals({ lines: [] }).totalMinor).toBe(0);
  });

  it('ignores coded lines and does not depend on line order', () => {
    const line = fc.record({
      type: fc.constantFrom(...PAYMENT_LINE_TYPES),
      code: fc.option(fc.constantFrom('PROMO', 'VAT'), { nil: null }),
      amountMinor: fc.integer({ min: 0, max: 1_000_000 }),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 12 }), (lines) => {
        const totals = getPaymentTotals({ lines });
        expect(getPaymentTotals({ lines: [...lines].reverse() })).toEqual(totals);
        expect(getPaymentTotals({ lines: lines.filter((l) => l.code === null) })).toEqual(totals);
        expect(totals.totalMinor).toBe(
          totals.baseMinor + totals.surchargeMinor - totals.validationMinor,
        );
      }),
    );
  });
});

describe('toMajorUnits', () => {
  it('turns cents into the displayed amount', () => {
    expect(toMajorUnits(335)).toBe(3.35);
    expect(toMajorUnits(0)).toBe(0);
    expect(toMajorUnits(1800)).toBe(18);
  });
});

describe('toPricedAmounts', () => {
  it('adds the fee to the amount and shows each in major units beside the exact minor', () => {
    expect(toPricedAmounts({ amountMinor: 1250, serviceFeeMinor: 35 })).toEqual({
      amount: 12.5,
      serviceFee: 0.35,
      total: 12.85,
      amountMinor: 1250,
      serviceFeeMinor: 35,
      totalMinor: 1285,
    });
  });

  it('has a total of exactly the two minor amounts, and a major total of exactly that', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.nat(100_000), (amountMinor, serviceFeeMinor) => {
        const priced = toPricedAmounts({ amountMinor, serviceFeeMinor });
        expect(priced.totalMinor).toBe(amountMinor + serviceFeeMinor);
        expect(priced.total).toBe(toMajorUnits(amountMinor + serviceFeeMinor));
      }),
    );
  });
});
