import type { Intent } from '#api/card-processors/index.js';
import type { PaymentCore } from '../core.js';
import { paymentErrors } from '../errors.js';
import { freeTransactionId } from '../pricing.js';
import { refund } from '../refund-and-reconcile/refund.js';
import { RefundedAtSettleError } from '../refund-reasons.js';
import type { PendingWithContext } from './pending-repository.js';
import type { Collected } from './products.js';

const collectedBy = (
  core: PaymentCore,
  row: PendingWithContext,
  intent: Intent | null,
  plate: string,
): Collected => ({
  plate,
  at: core.now(),
  intent,
  transactionId: intent ? intent.intentId : freeTransactionId(row.id),
  cardBrand: intent?.card ? intent.card.brand.toUpperCase() : null,
  lastFourDigits: intent?.card ? intent.card.last4 : null,
});

/**
 * Step 4: what the payment bought, settled by the product its kind names (docs/decisions/075),
 * which re-checks the status under its row lock. A payment settled meanwhile answers with its
 * reference; one whose money is being returned, with the refund's error. `plate` is required: a
 * right without its plate would get the driver fined.
 */
export async function settle(
  core: PaymentCore,
  row: PendingWithContext,
  intent: Intent | null,
  plate: string,
): Promise<string> {
  if (row.status === 'SUCCEEDED' && row.assignedRightId) return row.assignedRightId;
  const product = core.products.get(row.kind);
  const outcome = await product.settle(row, collectedBy(core, row, intent, plate));
  if (outcome.status === 'settled') {
    // What was bought stands whatever happens after: a ticket e-mail can be sent again.
    await outcome.afterCommit?.().catch((error: unknown) => {
      core.logger?.error(
        { err: error, pendingPaymentId: row.id, kind: row.kind },
        'the step after a settled payment failed',
      );
    });
    return outcome.reference;
  }
  if (outcome.status === 'refunding') {
    // REFUNDING since the settle's transaction; the processor's refund after it, as any refund.
    const refunded = Boolean(row.gateway && row.externalId);
    if (refunded) await refund(core, { ...row, status: 'REFUNDING' }, outcome.reason);
    throw (
      product.refusalAtSettle?.(outcome.reason, refunded) ??
      new RefundedAtSettleError(outcome.reason, row.id)
    );
  }
  const winner = await core.pending.findPending({ id: row.id });
  if (winner?.assignedRightId) return winner.assignedRightId;
  if (winner?.status === 'REFUNDING' || winner?.status === 'REFUNDED') {
    throw paymentErrors.paymentRefunded(core.products.refusalOf(winner.failureReason));
  }
  throw new Error(`Pending payment ${row.id} did not settle`);
}
