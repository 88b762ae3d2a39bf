import type { Intent } from '../../../card-processors/index.js';
import type { PaymentCore } from '../core.js';
import { paymentErrors } from '../errors.js';
import { refund } from '../refund-and-reconcile/refund.js';
import { REFUND_REASON_STAY_PAID, RefundedAtSettleError } from '../refund-reasons.js';
import type { PendingWithContext } from './pending-repository.js';

/**
 * Step 4 for a STAY payment (decision 058): the stay payment whose id, the spec's orderId, is
 * the pending payment's own; returned where other kinds return their assigned right. Whichever
 * of the browser, the webhook or the reconciler comes first records it; the others find it.
 * A payment that would pay the stay twice (two intents of one stay paid at once) is refunded
 * with this payment's key, exactly once (resolvePaid then answers 'refunded').
 */
export async function settleStay(
  core: PaymentCore,
  row: PendingWithContext,
  intent: Intent | null,
): Promise<string> {
  if (row.status === 'SUCCEEDED') return row.id;
  if (!row.stayId) throw new Error(`Stay payment ${row.id} has no stay`);
  const outcome = await core.staySettlements.settle({
    pendingPaymentId: row.id,
    stayId: row.stayId,
    paidAt: core.now(),
    transactionId: intent ? intent.intentId : (row.externalId ?? row.id),
    cardBrand: intent?.card ? intent.card.brand.toUpperCase() : null,
    lastFourDigits: intent?.card ? intent.card.last4 : null,
  });
  if (outcome.status === 'settled') {
    if (outcome.email) {
      const paid = {
        orderId: row.id,
        stayId: row.stayId,
        email: outcome.email,
        locale: row.locale,
      };
      await core.onStaySettled?.(paid).catch((error: unknown) => {
        core.logger?.error({ err: error, orderId: row.id }, 'stay ticket e-mail not queued');
      });
    }
    return row.id;
  }
  if (outcome.status === 'paid-already') {
    await refund(core, { ...row, status: 'REFUNDING' }, REFUND_REASON_STAY_PAID);
    throw new RefundedAtSettleError(REFUND_REASON_STAY_PAID, row.id);
  }
  const winner = await core.pending.findPending({ id: row.id });
  if (winner?.status === 'SUCCEEDED') return row.id;
  if (winner?.status === 'REFUNDING' || winner?.status === 'REFUNDED') {
    throw paymentErrors.paymentRefunded(winner.failureReason);
  }
  throw new Error(`Pending payment ${row.id} did not settle`);
}
