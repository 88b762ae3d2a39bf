import { type GatedTariff, gatedTariffAmountMinor } from './gated-tariff.js';
import type { StayPaymentMade } from './stay-status.js';

export interface PricedPaymentInput {
  tariff: GatedTariff;
  actualStart: Date;
  actualEnd: Date | null;
  /** The payments the stay already has (not this one). */
  payments: readonly StayPaymentMade[];
  /** This payment: its amount, the instant it was priced for, and until when that price held. */
  amountMinor: number;
  pricedUntil: Date;
  expiresAt: Date;
  /** When the money was confirmed (the gateway's notification). */
  at: Date;
}

/**
 * What money confirmed for a priced payment does to its stay (decision 069):
 * - `stay-paid`: the stay owed less at the payment's price time than its amount (another payment
 *   came first): it would pay part of the stay twice; refund it.
 * - `count`: confirmed while its price held (up to `expiresAt`), it counts in full for the price
 *   it was made against, even if the tariff has stepped since: the driver paid promptly. Past
 *   its expiry it still counts when it pays everything the stay owes at `at`.
 * - `price-expired`: confirmed after its price expired, for less than the stay then owed: not a
 *   part payment (the gate must never open on an under-payment); refund it, the stay still owes.
 */
export function pricedPaymentVerdict(
  input: PricedPaymentInput,
): 'count' | 'stay-paid' | 'price-expired' {
  const paidMinor = input.payments.reduce((sum, paid) => sum + paid.amountMinor, 0);
  const owedAt = (instant: Date) =>
    gatedTariffAmountMinor(
      input.tariff,
      Math.max(0, instant.getTime() - input.actualStart.getTime()),
    ) - paidMinor;
  if (owedAt(input.pricedUntil) < input.amountMinor) return 'stay-paid';
  if (input.at.getTime() <= input.expiresAt.getTime()) return 'count';
  // A car that has left is priced at its exit, as stayStatusAt prices it.
  const end = input.actualEnd && input.actualEnd < input.at ? input.actualEnd : input.at;
  return owedAt(end) <= input.amountMinor ? 'count' : 'price-expired';
}
