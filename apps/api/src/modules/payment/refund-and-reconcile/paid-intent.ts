import { isPlausiblePlate, normalizePlate } from '@parking/domain';
import { CardProcessorRequestError, type Intent } from '#api/card-processors/index.js';
import type { PendingWithContext } from '../claim-and-settle/pending-repository.js';
import { settle } from '../claim-and-settle/settle.js';
import { isExpired, type PaymentCore, processorOf } from '../core.js';
import { REFUND_REASON_NO_PLATE, RefundedAtSettleError } from '../refund-reasons.js';
import { refund } from './refund.js';

/** What a paid intent became: a session, money waiting for its plate, or money given back. */
export type PaidOutcome =
  | { status: 'succeeded'; assignedRightId: string }
  | { status: 'charged' }
  /** failureReason: why, as refund-reasons.ts records it (null: a refund under way). */
  | { status: 'refunded'; failureReason: string | null };

/**
 * What a paid intent becomes, whichever of the driver's call, the webhook, the summary or the
 * reconciler sees it first: a session when the plate is known (the claim recorded it; the
 * second kind's metadata as a fallback); money waiting for its plate while the payment is
 * valid (CHARGED); given back once it expired without one.
 */
export async function resolvePaid(
  core: PaymentCore,
  row: PendingWithContext,
  intent: Intent,
  attempt = 1,
): Promise<PaidOutcome> {
  if (row.status === 'SUCCEEDED' && row.assignedRightId) {
    return { status: 'succeeded', assignedRightId: row.assignedRightId };
  }
  if (row.status === 'REFUNDED') return { status: 'refunded', failureReason: row.failureReason };
  const metadataPlate = intent.metadata.licensePlate;
  const plate =
    row.licensePlate ??
    (metadataPlate && isPlausiblePlate(metadataPlate) ? normalizePlate(metadataPlate) : null);
  // Some products settle only with their ticket address too (given with the plate: a booking).
  const ready =
    plate !== null && (!core.products.get(row.kind).requiresEmail || Boolean(row.email));
  if (ready && row.status !== 'REFUNDING') {
    try {
      return { status: 'succeeded', assignedRightId: await settle(core, row, intent, plate) };
    } catch (error) {
      // What was bought could no longer be had (a booking's window sold meanwhile, a stay
      // another payment had paid): the product's settle gave the money back.
      if (error instanceof RefundedAtSettleError) {
        return { status: 'refunded', failureReason: error.failureReason };
      }
      throw error;
    }
  }
  const at = core.now();
  if (row.status !== 'REFUNDING' && !isExpired(row, at)) {
    if (await core.refunds.markCharged(row.id, at)) return { status: 'charged' };
  } else if (await refund(core, row, REFUND_REASON_NO_PLATE)) {
    return { status: 'refunded', failureReason: REFUND_REASON_NO_PLATE };
  }
  // A claim recorded a plate, or another caller settled or refunded it: read and decide again.
  const fresh = await core.pending.findPending({ id: row.id });
  if (!fresh || attempt >= 3) throw new Error(`Pending payment ${row.id} could not be resolved`);
  return resolvePaid(core, fresh, intent, attempt + 1);
}

/**
 * An unpaid intent of an expired payment can no longer be paid: the processor cancels it
 * (unless it already did), then the payment is EXPIRED. False when the processor refused
 * because the intent moved on (paid or processing meanwhile): the caller reads it again.
 */
export async function expireUnpaid(
  core: PaymentCore,
  row: PendingWithContext,
  intent: Intent,
): Promise<boolean> {
  if (intent.status !== 'canceled') {
    try {
      await processorOf(core, row).cancelIntent({
        intentId: intent.intentId,
        idempotencyKey: `cancel:${row.id}`,
      });
    } catch (error) {
      if (error instanceof CardProcessorRequestError && error.statusCode === 400) return false;
      throw error;
    }
  }
  await core.pending.setStatusUnlessMoneyTaken(row.id, { status: 'EXPIRED', at: core.now() });
  return true;
}
