import { randomUUID } from 'node:crypto';
import type { Intent } from '../../../card-processors/index.js';
import type { PaymentCore } from '../core.js';
import { paymentErrors } from '../errors.js';
import { freeTransactionId } from '../pricing.js';
import { refund } from '../refund-and-reconcile/paid-intent.js';
import type { PendingWithContext } from './pending-repository.js';

/** Why the money of a renewal was returned, as recorded in failure_reason. */
const REFUND_REASON_PERIOD_PAID = 'the permit period was already paid';

/**
 * Step 4 for a permit renewal (docs/decisions/052): a BASE payment for exactly the period the
 * renewal was generated for, on the permit itself. A renewal of a period another renewal
 * already paid is refunded (with the key of this payment, exactly once) and refused.
 */
export async function settlePermit(
  core: PaymentCore,
  row: PendingWithContext,
  intent: Intent | null,
  plate: string,
): Promise<string> {
  const outcome = await core.settlements.settlePermitRenewal({
    pendingPaymentId: row.id,
    paymentId: randomUUID(),
    plate,
    collectedAt: core.now(),
    transactionId: intent ? intent.intentId : freeTransactionId(row.id),
    cardBrand: intent?.card ? intent.card.brand.toUpperCase() : null,
    lastFourDigits: intent?.card ? intent.card.last4 : null,
  });
  if (outcome.kind === 'settled') return outcome.assignedRightId;
  if (outcome.kind === 'duplicate' && row.gateway && row.externalId) {
    await refund(core, { ...row, status: 'REFUNDING' }, REFUND_REASON_PERIOD_PAID);
  }
  if (outcome.kind === 'duplicate') throw paymentErrors.periodAlreadyPaid();
  throw paymentErrors.paymentRefunded();
}
