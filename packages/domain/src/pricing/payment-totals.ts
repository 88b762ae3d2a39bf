import type { PaymentLineType } from '../vocabulary/index.js';

export interface PaymentLineAmount {
  type: PaymentLineType;
  code: string | null;
  amountMinor: number;
}

export interface PaymentTotals {
  baseMinor: number;
  surchargeMinor: number;
  validationMinor: number;
  totalMinor: number;
}

/**
 * Spec section 3: base = BASE lines with null code; surcharge = SURCHARGE lines with null code;
 * total = base + surcharge - VALIDATION lines with null code. Coded lines (a discount code, a
 * tax breakdown) are informative and never change the total. Integer minor units throughout.
 */
export function getPaymentTotals({
  lines,
}: {
  lines: readonly PaymentLineAmount[];
}): PaymentTotals {
  let baseMinor = 0;
  let surchargeMinor = 0;
  let validationMinor = 0;
  for (const line of lines) {
    if (line.code !== null) continue;
    if (line.type === 'BASE') baseMinor += line.amountMinor;
    else if (line.type === 'SURCHARGE') surchargeMinor += line.amountMinor;
    else if (line.type === 'VALIDATION') validationMinor += line.amountMinor;
  }
  return {
    baseMinor,
    surchargeMinor,
    validationMinor,
    totalMinor: baseMinor + surchargeMinor - validationMinor,
  };
}

/** Minor units to the major-unit number the API shows beside them (2-decimal currencies). */
export function toMajorUnits(amountMinor: number): number {
  return Math.round(amountMinor) / 100;
}

/** A price as every API answer shows it: each amount twice, major units to show, minor exact. */
export interface PricedAmounts {
  amount: number;
  serviceFee: number;
  total: number;
  amountMinor: number;
  serviceFeeMinor: number;
  totalMinor: number;
}

/**
 * An amount and its service fee with their total, in both units: the one mapping behind the
 * pending payment, the reservation quote and the stay payment (issue 23 point 6).
 */
export function toPricedAmounts({
  amountMinor,
  serviceFeeMinor,
}: {
  amountMinor: number;
  serviceFeeMinor: number;
}): PricedAmounts {
  const totalMinor = amountMinor + serviceFeeMinor;
  return {
    amount: toMajorUnits(amountMinor),
    serviceFee: toMajorUnits(serviceFeeMinor),
    total: toMajorUnits(totalMinor),
    amountMinor,
    serviceFeeMinor,
    totalMinor,
  };
}
