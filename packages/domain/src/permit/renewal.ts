import { DAY_MS } from '../opening-hours/time-units.js';
import type { PermitStatus } from '../vocabulary/permit.js';
import { type PermitPeriodRange, permitCycle, permitCycleIndexAt } from './cycle.js';

/** Renewing the next cycle opens this many days before the latest paid end. */
export const PERMIT_RENEWAL_OPENS_DAYS_BEFORE = 7;
/** ...and stays open this many days after it: the grace in which a late driver may still pay. */
export const PERMIT_RENEWAL_GRACE_DAYS = 5;

export interface PermitRenewalState {
  readonly status: PermitStatus;
  /** The cycle a renewal pays for now; null unless ACTIVE. */
  readonly nextPeriod: PermitPeriodRange | null;
  /** When renewing the cycle after the latest paid one opens and closes. */
  readonly renewalWindow: { readonly opensAt: Date; readonly closesAt: Date };
  /** The end of the latest paid cycle (the anchor when nothing is paid yet). */
  readonly paidUntil: Date;
}

/**
 * Where a permit stands for its next renewal (docs/decisions/052). The cycle after the latest
 * paid one may be paid from 7 days before the paid end to 5 days after it: before that window
 * the permit is COMPLETED (nothing to pay), inside it ACTIVE, after it EXPIRED. A permit with
 * no payment yet is due for its first cycle, which starts at the anchor.
 */
export function getPermitRenewalState({
  anchor,
  paidPeriods,
  now,
  timeZone,
}: {
  /** The start of the permit's first cycle: every cycle is counted from it. */
  anchor: Date;
  /** The periods of its BASE payments. */
  paidPeriods: readonly PermitPeriodRange[];
  now: Date;
  timeZone: string;
}): PermitRenewalState {
  const paidUntilMs = paidPeriods.reduce(
    (latest, period) => Math.max(latest, period.end.getTime()),
    anchor.getTime(),
  );
  const paidUntil = new Date(paidUntilMs);
  const renewalWindow = {
    opensAt: new Date(paidUntilMs - PERMIT_RENEWAL_OPENS_DAYS_BEFORE * DAY_MS),
    closesAt: new Date(paidUntilMs + PERMIT_RENEWAL_GRACE_DAYS * DAY_MS),
  };
  const nowMs = now.getTime();
  if (nowMs < renewalWindow.opensAt.getTime()) {
    return { status: 'COMPLETED', nextPeriod: null, renewalWindow, paidUntil };
  }
  if (nowMs >= renewalWindow.closesAt.getTime()) {
    return { status: 'EXPIRED', nextPeriod: null, renewalWindow, paidUntil };
  }
  // Paid periods are whole cycles, so the paid end is a cycle's start; should it not be, the
  // renewal covers only the rest of that cycle, never time already paid.
  const index = permitCycleIndexAt({ anchor, at: paidUntil, timeZone });
  const cycle = permitCycle({ anchor, index, timeZone });
  return {
    status: 'ACTIVE',
    nextPeriod: { start: paidUntil, end: cycle.end },
    renewalWindow,
    paidUntil,
  };
}
