import { randomUUID } from 'node:crypto';
import type { Intent } from '../../../card-processors/index.js';
import type { PaymentCore } from '../core.js';
import { paymentErrors } from '../errors.js';
import { freeTransactionId } from '../pricing.js';
import { refund } from '../refund-and-reconcile/refund.js';
import {
  REFUND_REASON_FULL,
  REFUND_REASON_QUOTE_PAID,
  RefundedAtSettleError,
} from '../refund-reasons.js';
import type { PendingWithContext } from './pending-repository.js';

const DEFAULT_RIGHT_LOCALE = 'en-US';

/**
 * Step 4 for a BOOKING payment (decision 051): the assigned right of kind BOOKING with its
 * plate, BASE payment over the quote's window and booking row, in one transaction under the
 * place's lock (settle-booking-repository.ts). Then the ticket e-mail is queued. When the hold
 * had expired and the window filled meanwhile, the money goes back and the caller hears that
 * the payment was refunded (RefundedAtSettleError; resolvePaid says 'refunded').
 */
export async function settleBooking(
  core: PaymentCore,
  row: PendingWithContext,
  intent: Intent | null,
  plate: string,
): Promise<string> {
  if (row.status === 'SUCCEEDED' && row.assignedRightId) return row.assignedRightId;
  if (!row.email) throw paymentErrors.bookingNeedsEmail();
  const at = core.now();
  const assignedRightId = randomUUID();
  const outcome = await core.bookingSettlements.settle({
    pendingPaymentId: row.id,
    assignedRightId,
    paymentId: randomUUID(),
    placeId: row.placeId,
    customerId: row.customerId,
    plate,
    email: row.email,
    locale: row.locale ?? DEFAULT_RIGHT_LOCALE,
    collectedAt: at,
    transactionId: intent ? intent.intentId : freeTransactionId(row.id),
    rateLineId: row.rateLineId,
    currencyCode: row.currencyCode,
    cardBrand: intent?.card ? intent.card.brand.toUpperCase() : null,
    lastFourDigits: intent?.card ? intent.card.last4 : null,
    provider: row.provider,
    amountMinor: row.amountMinor,
    serviceFeeMinor: row.serviceFeeMinor,
  });
  if (outcome.status === 'settled') {
    // The booking stands whatever happens to its e-mail: the ticket page can resend it.
    const ticket = { assignedRightId, placeId: row.placeId, email: row.email, locale: row.locale };
    await core.onBookingSettled?.(ticket).catch((error: unknown) => {
      core.logger?.error({ err: error, assignedRightId }, 'booking ticket e-mail not queued');
    });
    return assignedRightId;
  }
  if (outcome.status === 'full' || outcome.status === 'quote-paid') {
    // REFUNDING since the settle's transaction; the processor's refund after it, as any refund.
    const reason = outcome.status === 'full' ? REFUND_REASON_FULL : REFUND_REASON_QUOTE_PAID;
    if (row.externalId) await refund(core, { ...row, status: 'REFUNDING' }, reason);
    throw new RefundedAtSettleError(reason, row.id);
  }
  const winner = await core.pending.findPending({ id: row.id });
  if (winner?.assignedRightId) return winner.assignedRightId;
  if (winner?.status === 'REFUNDING' || winner?.status === 'REFUNDED') {
    throw paymentErrors.paymentRefunded(winner.failureReason);
  }
  throw new Error(`Pending payment ${row.id} did not settle`);
}
