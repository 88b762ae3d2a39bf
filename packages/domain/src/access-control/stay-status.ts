import { type GatedTariff, gatedTariffAmountMinor, gatedTariffCoveredMs } from './gated-tariff.js';

/** A payment already made for a stay: it paid the tariff up to `pricedUntil`. */
export interface StayPaymentMade {
  amountMinor: number;
  pricedUntil: Date;
  paidAt: Date;
}

export interface StayStatusInput {
  tariff: GatedTariff;
  actualStart: Date;
  actualEnd: Date | null;
  payments: readonly StayPaymentMade[];
  at: Date;
}

export type StayStatusName = 'OWING' | 'PAID' | 'FREE' | 'LEFT';

export interface StayStatus {
  status: StayStatusName;
  /** Minutes started from entry to the priced instant. */
  durationMinutes: number;
  /** The instant the amount is computed for: `at`, or the exit when the car has left. */
  pricedAt: Date;
  amountPaidMinor: number;
  /** What leaving at `pricedAt` still costs: 0 within the grace time after paying. */
  amountDueMinor: number;
  /**
   * While PAID: within the grace, its end; past it (nothing owed yet), the instant the tariff
   * asks more than was paid. Null otherwise.
   */
  exitBefore: Date | null;
}

const MINUTE = 60_000;

/**
 * What a stay owes at an instant (docs/decisions/056). A payment pays the tariff up to its
 * `pricedUntil`; after paying, the car has `graceMinutes` from the payment to leave without owing
 * more; past that it owes the tariff for the whole stay minus everything paid. So the amount
 * paid plus the amount still owed is always the tariff for the whole stay, grace aside.
 * PAID: within the grace, or past it while what was paid still covers the stay; FREE: nothing
 * owed and nothing paid (the free minutes).
 */
export function stayStatusAt(input: StayStatusInput): StayStatus {
  const { tariff, actualStart, actualEnd, payments, at } = input;
  const pricedAt = actualEnd && actualEnd < at ? actualEnd : at;
  const elapsed = Math.max(0, pricedAt.getTime() - actualStart.getTime());
  const durationMinutes = Math.ceil(elapsed / MINUTE);
  const amountPaidMinor = payments.reduce((sum, payment) => sum + payment.amountMinor, 0);
  const owedByTariff = Math.max(0, gatedTariffAmountMinor(tariff, elapsed) - amountPaidMinor);
  const latest = payments.reduce<StayPaymentMade | null>(
    (last, payment) => (last === null || payment.paidAt > last.paidAt ? payment : last),
    null,
  );
  const graceEnd = latest ? new Date(latest.paidAt.getTime() + tariff.graceMinutes * MINUTE) : null;
  const withinGrace = graceEnd !== null && pricedAt <= graceEnd;
  const amountDueMinor = withinGrace ? 0 : owedByTariff;
  if (actualEnd && actualEnd <= at) {
    return {
      status: 'LEFT',
      durationMinutes,
      pricedAt,
      amountPaidMinor,
      amountDueMinor,
      exitBefore: null,
    };
  }
  if (withinGrace) {
    return {
      status: 'PAID',
      durationMinutes,
      pricedAt,
      amountPaidMinor,
      amountDueMinor,
      exitBefore: graceEnd,
    };
  }
  if (amountDueMinor === 0 && amountPaidMinor > 0) {
    // Past the grace but still within what was paid: leave before the tariff asks more.
    const coveredMs = gatedTariffCoveredMs(tariff, amountPaidMinor);
    return {
      status: 'PAID',
      durationMinutes,
      pricedAt,
      amountPaidMinor,
      amountDueMinor,
      exitBefore: coveredMs === null ? null : new Date(actualStart.getTime() + coveredMs),
    };
  }
  const status = amountDueMinor === 0 ? 'FREE' : 'OWING';
  return { status, durationMinutes, pricedAt, amountPaidMinor, amountDueMinor, exitBefore: null };
}
