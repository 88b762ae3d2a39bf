import { randomUUID } from 'node:crypto';
import type { Intent } from '../../../card-processors/index.js';
import type { PaymentCore } from '../core.js';
import { processorOf } from '../core.js';
import { paymentErrors } from '../errors.js';
import { freeTransactionId } from '../pricing.js';
import { REFUND_REASON_FULL, REFUND_REASON_QUOTE_PAID } from '../refund-reasons.js';
import type { PendingWithContext } from './pending-repository.js';

const DEFAULT_RIGHT_LOCALE = 'en-US';

/** The hold had expired and the window was sold meanwhile: the money was given back. */
export class BookingWindowSoldError extends Error {
  override name = 'BookingWindowSoldError';
}

/** Another payment of the same quote had booked it (decision 070): the money was given back. */
export class QuotePaidAlreadyError extends Error {
  override name = 'QuotePaidAlreadyError';
}

/**
 * Step 4 for a BOOKING payment (decision 051): the assigned right of kind BOOKING with its
 * plate, BASE payment over the quote's window and booking row, in one transaction under the
 * place's lock (settle-booking-repository.ts). Then the ticket e-mail is queued. When the hold
 * had expired and the window filled meanwhile, the money goes back and the caller hears that
 * the payment was refunded (BookingWindowSoldError; resolvePaid says 'refunded').
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
  if (outcome.status === 'full') {
    await refundUnbookable(core, row, REFUND_REASON_FULL);
    throw new BookingWindowSoldError(`Pending payment ${row.id} was refunded: window sold`);
  }
  if (outcome.status === 'quote-paid') {
    await refundUnbookable(core, row, REFUND_REASON_QUOTE_PAID);
    throw new QuotePaidAlreadyError(`Pending payment ${row.id} was refunded: quote booked`);
  }
  const winner = await core.pending.findPending({ id: row.id });
  if (winner?.assignedRightId) return winner.assignedRightId;
  if (winner?.status === 'REFUNDING' || winner?.status === 'REFUNDED') {
    throw paymentErrors.paymentRefunded(winner.failureReason);
  }
  throw new Error(`Pending payment ${row.id} did not settle`);
}

/**
 * The money of a booking that cannot be booked (its expired hold found the window full, or its
 * quote booked by another payment), given back once: the processor's refund keyed by the
 * payment (the same key as every refund of a pending payment, so a retry by the reconciler is
 * the same refund), then REFUNDED.
 */
async function refundUnbookable(core: PaymentCore, row: PendingWithContext, reason: string) {
  if (!row.externalId) return;
  const refunded = await processorOf(core, row).refundIntent({
    intentId: row.externalId,
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
    { pendingPaymentId: row.id, refundId: refunded.refundId, amountMinor: refunded.amountMinor },
    `booking payment refunded: ${reason}`,
  );
}
