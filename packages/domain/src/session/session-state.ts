/** What the session state reads of a payment (spec section 3, 'Payment / resume response'). */
export interface CoveredPayment {
  type: 'BASE' | 'REFUND';
  startPeriodCovered: string | Date;
  endPeriodCovered: string | Date;
}

export interface CoveredPeriod {
  start: Date;
  end: Date;
}

export type SessionState = 'expired' | 'expiring-soon' | 'active';

const MINUTE_MS = 60_000;

/** Earliest start and latest end over the BASE payments; null when there are none. */
export function getCoveredPeriod({
  payments,
}: {
  payments: readonly CoveredPayment[];
}): CoveredPeriod | null {
  let start: number | null = null;
  let end: number | null = null;
  for (const payment of payments) {
    if (payment.type !== 'BASE') continue;
    const paymentStart = new Date(payment.startPeriodCovered).getTime();
    const paymentEnd = new Date(payment.endPeriodCovered).getTime();
    start = start === null ? paymentStart : Math.min(start, paymentStart);
    end = end === null ? paymentEnd : Math.max(end, paymentEnd);
  }
  return start === null || end === null ? null : { start: new Date(start), end: new Date(end) };
}

/**
 * Whole minutes left until `end`, rounded up: 30 seconds left is 1 minute, so a driver is never
 * told 0 while the session still covers them. Negative once expired.
 */
export function getRemainingMinutes({ end, now }: { end: Date; now: Date }): number {
  // `|| 0` folds -0 (the last half minute past the end) into 0.
  return Math.ceil((end.getTime() - now.getTime()) / MINUTE_MS) || 0;
}

/** Spec section 4: expired at 0 or less, expiring soon up to expireMinutes, active above it. */
export function getSessionState({
  remainingMinutes,
  expireMinutes,
}: {
  remainingMinutes: number;
  expireMinutes: number;
}): SessionState {
  if (remainingMinutes <= 0) return 'expired';
  if (remainingMinutes > expireMinutes) return 'active';
  return 'expiring-soon';
}

/**
 * The instant a session ending at `end` turns 'expire soon': expireMinutes before it. The SMS
 * reminder is due then (decision 040; the API's settle statement computes the same in SQL), so
 * the extension page tells the moved reminder's time with it.
 */
export function getExpireSoonAt({ end, expireMinutes }: { end: Date; expireMinutes: number }) {
  return new Date(end.getTime() - expireMinutes * MINUTE_MS);
}
