import type { CoveredPayment } from './session-state.js';

/**
 * The BASE payment that covers the latest period (spec section 2, 'Permit summary' and 'Permit
 * paid ticket': a permit shows its latest cycle, not the sum of every month it was paid). Chosen
 * by the end of its period, not by its place in the list nor by when it was collected: a renewal
 * paid early still covers the later month. On equal ends the later collection wins. REFUND
 * payments are never it. Null without a BASE payment.
 */
export function getLatestBasePayment<
  T extends CoveredPayment & { dateCollected?: string | Date | undefined },
>({ payments }: { payments: readonly T[] }): T | null {
  let latest: T | null = null;
  for (const payment of payments) {
    if (payment.type !== 'BASE') continue;
    if (latest === null || isLater(payment, latest)) latest = payment;
  }
  return latest;
}

const time = (value: string | Date | undefined) => (value ? new Date(value).getTime() : 0);

function isLater(
  candidate: CoveredPayment & { dateCollected?: string | Date | undefined },
  current: CoveredPayment & { dateCollected?: string | Date | undefined },
): boolean {
  const byEnd = time(candidate.endPeriodCovered) - time(current.endPeriodCovered);
  if (byEnd !== 0) return byEnd > 0;
  return time(candidate.dateCollected) > time(current.dateCollected);
}
