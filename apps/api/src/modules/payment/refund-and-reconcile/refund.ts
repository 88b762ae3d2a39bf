import type { PendingWithContext } from '../claim-and-settle/pending-repository.js';
import { type PaymentCore, processorOf } from '../core.js';

/**
 * Returns the money of a paid payment that can never become a session (it expired before a
 * plate was given), exactly once: REFUNDING under the row lock first, so that no settle can
 * follow, then the processor's refund with a key of this payment, then REFUNDED. A crash in
 * between leaves REFUNDING, which the reconciler takes again with the same key.
 */
export async function refund(
  core: PaymentCore,
  row: PendingWithContext,
  reason: string,
): Promise<boolean> {
  if (!(await core.refunds.beginRefund(row.id, core.now()))) return false;
  const refunded = await processorOf(core, row).refundIntent({
    intentId: row.externalId as string,
    idempotencyKey: `refund:${row.id}`,
    reason,
  });
  await core.refunds.finishRefund({
    id: row.id,
    refundId: refunded.refundId,
    reason,
    at: core.now(),
  });
  core.logger?.warn(
    {
      pendingPaymentId: row.id,
      intentId: row.externalId,
      refundId: refunded.refundId,
      amountMinor: refunded.amountMinor,
      voided: refunded.voided,
    },
    'money taken for an unusable payment was returned',
  );
  return true;
}
