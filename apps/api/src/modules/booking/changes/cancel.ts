import {
  type BookingRefund,
  type CancelBookingResult,
  canCancelBooking,
  toMajorUnits,
} from '@parking/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { CardProcessorLookup } from '#api/modules/payment/index.js';
import { bookingChangeErrors } from './errors.js';
import type { BookingChangesRepository, RefundRow } from './repository.js';

/** Ids and amounts only, never a plate or an e-mail. */
export type ChangeLogger = Pick<FastifyBaseLogger, 'info' | 'error'>;

export type CancelDeps = {
  repository: BookingChangesRepository;
  processors: CardProcessorLookup;
  now: () => Date;
  logger?: ChangeLogger | undefined;
};

/** Why the money went back, as the processor records it. */
const REFUND_REASON = 'requested_by_customer';

/** The refund as the ticket and the cancel call show it: returned once the processor answered. */
function toBookingRefund(row: RefundRow): BookingRefund {
  const returned = row.amountMinor === 0 || row.transactionId !== null;
  return {
    amount: toMajorUnits(row.amountMinor),
    amountMinor: row.amountMinor,
    currencyCode: row.currencyCode,
    refundedAt: returned ? row.recordedAt.toISOString() : null,
  };
}

/**
 * Sends back the money of a cancelled booking, exactly once: the processor's idempotency key
 * is the booking's (`refund:<assignedRightId>`), so a second cancel, a concurrent one or the
 * sweeper asking again gets the first refund back, never a second one. Free bookings and
 * refunds already answered make no call.
 */
export async function returnMoney(deps: CancelDeps, assignedRightId: string, row: RefundRow) {
  if (row.transactionId !== null || row.amountMinor === 0) return row;
  const intent = await deps.repository.findChargedIntent(assignedRightId);
  if (!intent) {
    deps.logger?.error({ assignedRightId }, 'cancelled booking has no card payment to refund');
    return row;
  }
  const refund = await deps.processors.get(intent.gateway, intent.account).refundIntent({
    intentId: intent.externalId,
    idempotencyKey: `refund:${assignedRightId}`,
    reason: REFUND_REASON,
  });
  const at = deps.now();
  await deps.repository.recordRefunded({ paymentId: row.paymentId, refundId: refund.refundId, at });
  deps.logger?.info(
    { assignedRightId, refundId: refund.refundId, amountMinor: refund.amountMinor },
    'cancelled booking refunded',
  );
  return { ...row, transactionId: refund.refundId, recordedAt: at };
}

/**
 * POST /{provider}/booking/cancel/{assignedRightId}. Under the booking's row lock: a confirmed
 * booking within its deadline becomes CANCELLED with its REFUND payment (one transaction); an
 * already cancelled one answers as it is. Then, outside the transaction, the processor returns
 * the money; a crash before that, or a processor that does not answer, is finished by the next
 * call or the refund sweeper.
 */
export async function cancelBooking(
  deps: CancelDeps,
  assignedRightId: string,
): Promise<CancelBookingResult> {
  const now = deps.now();
  const found = await deps.repository.withLockedBooking(assignedRightId, async (locked, tx) => {
    if (locked.status === 'CANCELLED')
      return { refund: await deps.repository.findRefund(assignedRightId, tx) };
    const allowed = canCancelBooking({
      status: locked.status,
      start: locked.startAt,
      cancelBeforeMinutes: locked.cancelBeforeMinutes,
      now,
    });
    if (!allowed) throw bookingChangeErrors.tooLateToCancel();
    return { refund: await deps.repository.markCancelled(tx, assignedRightId, now) };
  });
  if (!found) throw bookingChangeErrors.notFound();
  // Every cancellation records its REFUND payment; none would be a booking cancelled by hand.
  if (!found.refund) return { assignedRightId, status: 'CANCELLED', refund: null };
  let refund = found.refund;
  try {
    refund = await returnMoney(deps, assignedRightId, found.refund);
  } catch (error) {
    // The booking is cancelled (committed) whatever the processor says: the answer says so,
    // with the refund not returned yet; the next cancel or the sweeper sends it.
    deps.logger?.error({ err: error, assignedRightId }, 'booking refund failed; will retry');
  }
  return { assignedRightId, status: 'CANCELLED', refund: toBookingRefund(refund) };
}
