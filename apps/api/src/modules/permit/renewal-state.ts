import { getPermitRenewalState, type PermitRenewalState } from '@parking/domain';
import type { PermitPaymentRow, PermitRow } from './repository.js';

/** The BASE periods of a permit's payment rows (one row per payment line). */
function paidPeriodsOf(rows: readonly PermitPaymentRow[]) {
  const periods = new Map<string, { start: Date; end: Date }>();
  for (const row of rows) {
    if (row.type !== 'BASE') continue;
    periods.set(row.paymentId, { start: row.startPeriodCovered, end: row.endPeriodCovered });
  }
  return [...periods.values()];
}

/**
 * Where the permit stands now (docs/decisions/052): its cycles are counted from the start of
 * its first paid period, or from when it was issued while nothing is paid yet.
 */
export function renewalStateOf(
  permit: PermitRow,
  rows: readonly PermitPaymentRow[],
  now: Date,
): PermitRenewalState {
  const paidPeriods = paidPeriodsOf(rows);
  const starts = paidPeriods.map((period) => period.start.getTime());
  const anchor = starts.length > 0 ? new Date(Math.min(...starts)) : permit.createdAt;
  return getPermitRenewalState({ anchor, paidPeriods, now, timeZone: permit.timezone });
}
