import { describe, expect, it } from 'vitest';
import { isNothingDue, rateLineOption } from './priced-item.ts';

describe('rateLineOption', () => {
  const line = {
    rateLineId: 'line-2',
    name: 'Two hours',
    currencyCode: 'EUR',
    valueMinor: 350,
    serviceFeeMinor: 25,
  };

  it('is keyed by the line and priced at the value plus the service fee', () => {
    expect(rateLineOption(line)).toEqual({
      key: 'line-2',
      name: 'Two hours',
      currencyCode: 'EUR',
      amountMinor: 350,
      serviceFeeMinor: 25,
      totalMinor: 375,
    });
  });

  it('leaves a fee alone on a line of value 0: something is still due', () => {
    expect(isNothingDue(rateLineOption({ ...line, valueMinor: 0 }))).toBe(false);
    expect(isNothingDue(rateLineOption({ ...line, valueMinor: 0, serviceFeeMinor: 0 }))).toBe(true);
  });
});
