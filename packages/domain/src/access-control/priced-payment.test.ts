import { describe, expect, it } from 'vitest';
import { DEMO_TARIFF, MINUTE } from './gated-tariff.fixtures.js';
import { type PricedPaymentInput, pricedPaymentVerdict } from './priced-payment.js';

const ENTRY = Date.parse('2026-05-04T08:00:00Z');
const minutes = (count: number) => new Date(ENTRY + count * MINUTE);

/** The demo tariff: 2.50 up to 1 h, 4.00 up to 2 h, 6.00 up to 3 h, cap 25.00 a day. */
function verdict(overrides: Partial<PricedPaymentInput>) {
  return pricedPaymentVerdict({
    tariff: DEMO_TARIFF,
    actualStart: new Date(ENTRY),
    actualEnd: null,
    payments: [],
    amountMinor: 250,
    pricedUntil: minutes(56),
    expiresAt: minutes(60),
    at: minutes(57),
    ...overrides,
  });
}

describe('pricedPaymentVerdict', () => {
  it('counts a payment confirmed while its price held', () => {
    expect(verdict({})).toBe('count');
    expect(verdict({ at: minutes(60) })).toBe('count');
  });

  it('counts it in full even when the tariff stepped before the confirmation', () => {
    // Priced at 58 min (2.50), valid to 62 min, confirmed at 61 min when 1 h 1 min costs 4.00.
    expect(verdict({ pricedUntil: minutes(58), expiresAt: minutes(62), at: minutes(61) })).toBe(
      'count',
    );
  });

  it('refuses the issue’s case: confirmed after its expiry for less than now owed', () => {
    // Priced 2.50 at 56 min, valid to 60 min, confirmed at 61 min when the stay owes 4.00.
    expect(verdict({ at: minutes(61) })).toBe('price-expired');
    // Hours later, up to the daily cap.
    expect(verdict({ at: minutes(20 * 60) })).toBe('price-expired');
  });

  it('counts a late payment that still pays all the stay owes', () => {
    // 4.00 priced at 70 min, valid to 74, confirmed at 110 min: still 4.00.
    expect(
      verdict({
        amountMinor: 400,
        pricedUntil: minutes(70),
        expiresAt: minutes(74),
        at: minutes(110),
      }),
    ).toBe('count');
    // A car that left at 59 min, its payment confirmed late: priced at its exit.
    expect(verdict({ actualEnd: minutes(59), at: minutes(90) })).toBe('count');
  });

  it('is stay-paid when another payment paid the time it priced, before or after expiry', () => {
    const first = { amountMinor: 250, pricedUntil: minutes(50), paidAt: minutes(51) };
    expect(verdict({ payments: [first] })).toBe('stay-paid');
    expect(verdict({ payments: [first], at: minutes(90) })).toBe('stay-paid');
  });

  it('counts a second payment of what the stay owes on top of the first', () => {
    const first = { amountMinor: 250, pricedUntil: minutes(50), paidAt: minutes(51) };
    expect(
      verdict({
        payments: [first],
        amountMinor: 150,
        pricedUntil: minutes(100),
        expiresAt: minutes(104),
        at: minutes(101),
      }),
    ).toBe('count');
  });
});
