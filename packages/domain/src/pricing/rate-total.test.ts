import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isFreeRate, ratePrice, rateTotal } from './rate-total.js';

describe('rateTotal', () => {
  it('adds the service fee to the value', () => {
    expect(rateTotal({ valueMinor: 300, serviceFeeMinor: 35 })).toBe(335);
  });
});

describe('ratePrice', () => {
  it('shows the value as what is bought, the fee apart, and their sum as the total', () => {
    expect(ratePrice({ valueMinor: 300, serviceFeeMinor: 35 })).toEqual({
      amountMinor: 300,
      serviceFeeMinor: 35,
      totalMinor: 335,
    });
  });
});

describe('isFreeRate', () => {
  it('is free only when value and fee are both 0', () => {
    expect(isFreeRate({ valueMinor: 0, serviceFeeMinor: 0 })).toBe(true);
    expect(isFreeRate({ valueMinor: 0, serviceFeeMinor: 25 })).toBe(false);
    expect(isFreeRate({ valueMinor: 100, serviceFeeMinor: 0 })).toBe(false);
  });

  it('is free exactly when the total is 0, for any amounts', () => {
    const minor = fc.integer({ min: 0, max: 10_000_000 });
    fc.assert(
      fc.property(minor, minor, (valueMinor, serviceFeeMinor) => {
        const rate = { valueMinor, serviceFeeMinor };
        expect(isFreeRate(rate)).toBe(rateTotal(rate) === 0);
      }),
    );
  });
});
