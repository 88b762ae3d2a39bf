import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DAY, DEMO_TARIFF, MINUTE, tariffArb } from './gated-tariff.fixtures.js';
import { gatedTariffAmountMinor, gatedTariffCoveredMs } from './gated-tariff.js';

describe('gatedTariffCoveredMs: how long a payment pays for', () => {
  it('the demo tariff: the free minutes, each step, the cap', () => {
    expect(gatedTariffCoveredMs(DEMO_TARIFF, 0)).toBe(15 * MINUTE);
    expect(gatedTariffCoveredMs(DEMO_TARIFF, 250)).toBe(60 * MINUTE);
    expect(gatedTariffCoveredMs(DEMO_TARIFF, 400)).toBe(120 * MINUTE);
    expect(gatedTariffCoveredMs(DEMO_TARIFF, 599)).toBe(120 * MINUTE);
    expect(gatedTariffCoveredMs(DEMO_TARIFF, 2500)).toBe(DAY);
  });

  it('a tariff that costs nothing covers for ever', () => {
    expect(
      gatedTariffCoveredMs(
        { ...DEMO_TARIFF, steps: [], thenAmountMinor: 0, dailyCapMinor: 0 },
        100,
      ),
    ).toBeNull();
  });

  it('covers exactly up to the first minute that costs more than was paid', () => {
    fc.assert(
      fc.property(tariffArb, fc.integer({ min: 0, max: 20_000 }), (tariff, paidMinor) => {
        const covered = gatedTariffCoveredMs(tariff, paidMinor);
        fc.pre(covered !== null);
        const coveredMs = covered as number;
        expect(gatedTariffAmountMinor(tariff, coveredMs)).toBeLessThanOrEqual(paidMinor);
        expect(gatedTariffAmountMinor(tariff, coveredMs + 1)).toBeGreaterThan(paidMinor);
        expect(coveredMs % MINUTE).toBe(0);
      }),
      { numRuns: 300 },
    );
  });
});
