import type { CardGateway } from '@parking/domain';
import { failureOf, isExpired, isPaid, type PaymentCore, processorOf } from '../core.js';
import { REFUND_REASON_NO_PLATE } from '../refund-reasons.js';
import { expireUnpaid, resolvePaid } from './paid-intent.js';
import { refund } from './refund.js';

export type FinaliseResult =
  | { status: 'succeeded'; assignedRightId: string }
  | { status: 'processing' }
  | { status: 'failed'; reason: string }
  /** Paid, but no plate was given yet: settled when the driver's process call brings it. */
  | { status: 'charged' }
  /** Paid for a payment that expired without a plate: the money was given back. */
  | { status: 'refunded' }
  | { status: 'unknown' };

/** What the reconciler did with one payment. */
export type ReconcileResult =
  | 'settled'
  | 'charged'
  | 'refunded'
  | 'expired'
  | 'processing'
  | 'skipped';

/**
 * For webhooks and the summary by external id: asks the processor where the intent stands
 * and settles a paid one (idempotently: a settled payment answers with its right).
 */
export async function finaliseByExternalId(
  core: PaymentCore,
  input: { gateway: CardGateway; externalId: string },
): Promise<FinaliseResult> {
  const pending = await core.pending.findPending({ externalId: input.externalId });
  if (!pending || pending.gateway !== input.gateway) return { status: 'unknown' };
  if (pending.status === 'SUCCEEDED' && pending.assignedRightId) {
    return { status: 'succeeded', assignedRightId: pending.assignedRightId };
  }
  if (pending.status === 'REFUNDED') return { status: 'refunded' };
  const intent = await processorOf(core, pending).retrieveIntent({ intentId: input.externalId });
  if (isPaid(intent)) return resolvePaid(core, pending, intent);
  const failure = failureOf(intent);
  if (failure) {
    await core.pending.setStatusUnlessMoneyTaken(pending.id, {
      status: 'FAILED',
      at: core.now(),
      failureReason: failure,
    });
    return { status: 'failed', reason: failure };
  }
  // 'processing', or not confirmed by the browser yet: not finished either way.
  return { status: 'processing' };
}

/** The reconciler's batch: card payments unfinished graceMs after they expired. */
export function leaseUnfinished(
  core: PaymentCore,
  input: { graceMs: number; leaseMs: number; limit: number },
) {
  const at = core.now();
  return core.refunds.leaseUnfinished({
    expiredBefore: new Date(at.getTime() - input.graceMs),
    checkedBefore: new Date(at.getTime() - input.leaseMs),
    at,
    limit: input.limit,
  });
}

/**
 * The reconciler's step for one card payment left unfinished after it expired: a paid
 * intent is settled (plate known) or refunded (none); a processing one is left for the next
 * round; an unpaid one is cancelled at the processor, so nobody can pay it any more.
 */
export async function reconcile(
  core: PaymentCore,
  pendingPaymentId: string,
): Promise<ReconcileResult> {
  const row = await core.pending.findPending({ id: pendingPaymentId });
  if (!row?.gateway || !row.externalId) return 'skipped';
  if (row.status === 'SUCCEEDED' || row.status === 'REFUNDED' || row.status === 'EXPIRED') {
    return 'skipped';
  }
  if (!isExpired(row, core.now())) return 'skipped';
  // A refund cut off half-way is finished whatever the intent shows now (a voided one is
  // 'canceled'); the processor answers the same key with the same refund.
  if (row.status === 'REFUNDING') {
    return (await refund(core, row, REFUND_REASON_NO_PLATE)) ? 'refunded' : 'skipped';
  }
  const intent = await processorOf(core, row).retrieveIntent({ intentId: row.externalId });
  if (isPaid(intent)) {
    const paid = await resolvePaid(core, row, intent);
    return paid.status === 'succeeded' ? 'settled' : paid.status;
  }
  if (intent.status === 'processing') return 'processing';
  if (row.status === 'CHARGED') {
    // Recorded as paid but the processor says otherwise (refunded or disputed at its end):
    // nothing of ours to give back; leave it for a person to look at.
    core.logger?.error(
      { pendingPaymentId: row.id, intentId: row.externalId, intentStatus: intent.status },
      'charged payment whose intent is not paid',
    );
    return 'processing';
  }
  if (await expireUnpaid(core, row, intent)) return 'expired';
  return 'processing';
}
