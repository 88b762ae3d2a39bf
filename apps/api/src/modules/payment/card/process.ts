import type { Intent } from '#api/card-processors/index.js';
import { claim } from '../claim-and-settle/claim.js';
import type { PendingLookup, PendingWithContext } from '../claim-and-settle/pending-repository.js';
import {
  type CardKind,
  type DriverDetails,
  failureOf,
  isPaid,
  type PaymentCore,
  type ProcessOutcome,
  processorOf,
  samePlate,
} from '../core.js';
import { paymentErrors } from '../errors.js';
import { expireUnpaid, resolvePaid } from '../refund-and-reconcile/paid-intent.js';
import type { SavedCardRow } from '../saved-card/repository.js';
import {
  confirmWithSavedCard,
  type DeviceCard,
  keepPaidCard,
  prepareToKeep,
  savedCardOfCall,
} from '../saved-card/service.js';

/**
 * First kind: confirm with the browser's payment method. The key is per payment and method:
 * concurrent retries with one method are one attempt; a new method after a decline is a new
 * attempt, which the processor allows only while the intent is unpaid.
 */
async function confirm(
  core: PaymentCore,
  row: PendingWithContext,
  paymentMethodId: string,
  saved: SavedCardRow | null,
): Promise<Intent> {
  const processor = processorOf(core, row);
  const intentId = row.externalId as string;
  try {
    if (saved) return await confirmWithSavedCard(core, row, saved);
    return await processor.confirmIntent({
      intentId,
      paymentMethodId,
      idempotencyKey: `${row.id}:${paymentMethodId}`,
    });
  } catch (error) {
    if (saved && (error as { code?: string }).code === 'SAVED_CARD_NOT_FOUND') throw error;
    // A concurrent attempt may have paid it (the processor then refuses to confirm again),
    // or the processor reports a decline as an error: the intent's state decides.
    const intent = await processor.retrieveIntent({ intentId }).catch(() => null);
    if (intent && (isPaid(intent) || intent.status === 'processing')) return intent;
    if (intent && failureOf(intent)) return intent;
    throw error;
  }
}

/** Steps 3-4 once the processor has answered: settle, wait, or refuse. */
async function conclude(
  core: PaymentCore,
  row: PendingWithContext,
  intent: Intent,
  expired: boolean,
  plate: string,
  /** Read again once after a refused cancel; a second refusal is not waited on. */
  reread = false,
): Promise<ProcessOutcome> {
  if (isPaid(intent)) {
    const paid = await resolvePaid(core, row, intent);
    if (paid.status === 'refunded')
      throw paymentErrors.paymentRefunded(core.products.refusalOf(paid.failureReason));
    if (paid.status !== 'succeeded') {
      throw new Error(`Pending payment ${row.id} is paid but was not settled (${paid.status})`);
    }
    // Expired: the plate recorded in time was settled, and it may not be this caller's.
    if (!samePlate(row.licensePlate, plate)) throw paymentErrors.plateMismatch();
    return { assignedRightId: paid.assignedRightId };
  }
  if (intent.status === 'processing') {
    // Confirmed in time; the webhook (or a later call, or the reconciler) settles it.
    return { status: 'processing', externalId: intent.intentId };
  }
  const at = core.now();
  if (expired) {
    if ((await expireUnpaid(core, row, intent)) || reread) throw paymentErrors.paymentExpired();
    // Paid or processing between our read and the cancel: decide on what it is now.
    const latest = await processorOf(core, row).retrieveIntent({ intentId: intent.intentId });
    return conclude(core, row, latest, expired, plate, true);
  }
  const failure = failureOf(intent);
  if (failure) {
    await core.pending.setStatusUnlessMoneyTaken(row.id, {
      status: 'FAILED',
      at,
      failureReason: failure,
    });
    throw paymentErrors.paymentDeclined(intent.lastErrorCode);
  }
  await core.pending.setStatusUnlessMoneyTaken(row.id, { status: 'PENDING', at });
  throw paymentErrors.paymentNotConfirmed();
}

/**
 * POST /{kind}/process-payment: claim, then confirm (first kind, with the browser's payment
 * method) or read the intent (second kind, confirmed by the browser), then settle or refuse.
 */
export async function processCardPayment(
  core: PaymentCore,
  lookup: PendingLookup,
  kind: CardKind,
  driver: DriverDetails,
  paymentMethodId: string | null,
  /** The first kind's device card (decision 086): a saved card to pay with, or one to keep. */
  device?: DeviceCard,
): Promise<ProcessOutcome> {
  // A saved card is found with the device's secret before anything is claimed: a stranger's
  // call changes nothing.
  const saved = await savedCardOfCall(core, paymentMethodId, device);
  const claimed = await claim(core, lookup, kind, driver);
  if (claimed.kind === 'succeeded') return { assignedRightId: claimed.assignedRightId };
  const { row } = claimed;
  if (core.products.get(row.kind).requiresEmail && !driver.email) {
    // A call without the ticket address (the transient one) on a booking's payment: nothing
    // confirmed, nothing kept. Asked of the call, not of the row: an expired booking's row has
    // no e-mail whichever call came.
    if (claimed.kind === 'claimed') {
      await core.pending.setStatusUnlessMoneyTaken(row.id, { status: 'PENDING', at: core.now() });
    }
    throw paymentErrors.bookingNeedsEmail();
  }
  const intentId = row.externalId;
  if (!intentId) throw paymentErrors.paymentNotFound();
  // Expired: never charge now, but honour money the processor already took.
  const expired = claimed.kind === 'expired';
  const keep = !expired && paymentMethodId && !saved && (await prepareToKeep(core, row, device));
  const intent =
    !expired && paymentMethodId
      ? await confirm(core, row, paymentMethodId, saved)
      : await processorOf(core, row).retrieveIntent({ intentId });
  const outcome = await conclude(core, row, intent, expired, driver.licensePlate);
  if (keep && device?.secretHash && 'assignedRightId' in outcome) {
    await keepPaidCard(core, row, device.secretHash);
  }
  return outcome;
}
