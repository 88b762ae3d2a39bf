import { randomUUID } from 'node:crypto';
import { PERMIT_MESSAGES } from '@parking/domain';
import type { Intent } from '../../../card-processors/index.js';
import { AppError } from '../../../errors.js';
import type { PaymentCore } from '../core.js';
import { paymentErrors } from '../errors.js';
import { freeTransactionId } from '../pricing.js';
import { refund } from '../refund-and-reconcile/refund.js';
import { REFUND_REASON_PERIOD_PAID } from '../refund-reasons.js';
import type { PendingWithContext } from './pending-repository.js';

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
  if (outcome.kind === 'duplicate') {
    const refunded = Boolean(row.gateway && row.externalId);
    if (refunded) await refund(core, { ...row, status: 'REFUNDING' }, REFUND_REASON_PERIOD_PAID);
    // The permit's own words, which its page matches; the code says the money went back.
    const code = refunded ? 'REFUNDED_PERIOD_PAID' : 'PERMIT_ALREADY_RENEWED';
    throw new AppError(code, PERMIT_MESSAGES.alreadyRenewed);
  }
  throw paymentErrors.paymentRefunded(null);
}
