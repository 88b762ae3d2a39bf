import { type SavedCard, savedCardIdOf } from '@parking/domain';
import { canonicalAccount, type PaymentAccount } from '@parking/domain/operator-file';
import type { CardProcessor, CardSaving, Intent } from '#api/card-processors/index.js';
import type { PendingWithContext } from '../claim-and-settle/pending-repository.js';
import type { PaymentCore } from '../core.js';
import { processorOf } from '../core.js';
import { paymentErrors } from '../errors.js';
import type { SavedCardRow } from './repository.js';

/** What a first-kind process call says about the device's card (decision 086). */
export type DeviceCard = {
  /** SHA-256 of the device secret the request carried; null without one. */
  secretHash: string | null;
  /** The driver asked to keep the card they pay with for this device. */
  saveCard: boolean;
};

const savingOf = (processor: CardProcessor): CardSaving => {
  if (!processor.saving) throw paymentErrors.savedCardNotFound();
  return processor.saving;
};

/** A card that expired before this month is not offered: the processor would refuse it. */
const usableAt = (card: { expMonth: number; expYear: number }, at: Date) =>
  card.expYear * 12 + card.expMonth >= at.getUTCFullYear() * 12 + at.getUTCMonth() + 1;

const toSavedCard = (row: SavedCardRow): SavedCard => ({
  id: row.id,
  brand: row.brand,
  last4: row.last4,
  expMonth: row.expMonth,
  expYear: row.expYear,
});

/**
 * The saved card a process call's payment method names (`saved_card_<id>`), found only with the
 * device's secret: null for a processor's own payment method. Looked up before the claim, so
 * that a stranger's call changes nothing.
 */
export async function savedCardOfCall(
  core: PaymentCore,
  paymentMethodId: string | null,
  device: DeviceCard | undefined,
): Promise<SavedCardRow | null> {
  const savedId = paymentMethodId ? savedCardIdOf(paymentMethodId) : null;
  if (!savedId && !paymentMethodId?.startsWith('saved_card_')) return null;
  const row =
    savedId && device?.secretHash ? await core.savedCards.find(savedId, device.secretHash) : null;
  if (!row) throw paymentErrors.savedCardNotFound();
  return row;
}

/**
 * The first kind's confirmation with a saved card: the intent given its customer, then confirmed
 * with its method. An issuer asking the driver to authenticate leaves the intent in
 * requires_action; the driver is told so and given the card form (the reason below).
 */
export async function confirmWithSavedCard(
  core: PaymentCore,
  row: PendingWithContext,
  saved: SavedCardRow,
): Promise<Intent> {
  if (saved.gateway !== row.gateway || !sameAccount(saved.paymentAccount, row.paymentAccount)) {
    throw paymentErrors.savedCardNotFound();
  }
  const intent = await savingOf(processorOf(core, row)).confirmWithSaved({
    intentId: row.externalId as string,
    customerId: saved.processorCustomerId,
    paymentMethodId: saved.processorMethodId,
    idempotencyKey: `${row.id}:saved:${saved.id}`,
  });
  await core.savedCards.touch(saved.id, core.now());
  return intent.status === 'requires_action'
    ? { ...intent, lastErrorCode: 'authentication_required' }
    : intent;
}

/** Before a first-kind confirmation the driver asked to keep: false where nothing is kept. */
export async function prepareToKeep(
  core: PaymentCore,
  row: PendingWithContext,
  device: DeviceCard | undefined,
): Promise<boolean> {
  const saving = processorOf(core, row).saving;
  if (!device?.saveCard || !device.secretHash || !saving) return false;
  try {
    await saving.prepareSave({ intentId: row.externalId as string, idempotencyKey: row.id });
    return true;
  } catch (error) {
    // The payment goes on without keeping the card: the driver came to pay.
    core.logger?.warn({ err: error, pendingPaymentId: row.id }, 'card not prepared to keep');
    return false;
  }
}

/**
 * After the payment settled: the card the processor kept, recorded for the device. Never fails
 * the payment: a card not kept is offered again next time.
 */
export async function keepPaidCard(
  core: PaymentCore,
  row: PendingWithContext,
  secretHash: string,
): Promise<void> {
  try {
    const saving = processorOf(core, row).saving;
    const method = saving && (await saving.savedMethodOf({ intentId: row.externalId as string }));
    if (!method || !row.gateway) return;
    await core.savedCards.keep({
      deviceSecretHash: secretHash,
      gateway: row.gateway,
      account: row.paymentAccount,
      method,
    });
  } catch (error) {
    core.logger?.warn({ err: error, pendingPaymentId: row.id }, 'card not kept for the device');
  }
}

/** GET /saved-cards?placeId=: the device's usable cards at this place's processor. */
export async function listSavedCards(
  core: PaymentCore,
  input: { placeId: string; secretHash: string | null },
): Promise<{ cards: SavedCard[] }> {
  if (!input.secretHash) return { cards: [] };
  const place = await core.pendingHold.findPlace(input.placeId);
  if (!place || !core.processors.get(place.paymentGateway, place.paymentAccount).saving) {
    return { cards: [] };
  }
  const rows = await core.savedCards.listOfDevice(
    input.secretHash,
    place.paymentGateway,
    place.paymentAccount,
  );
  const at = core.now();
  return { cards: rows.filter((row) => usableAt(row, at)).map(toSavedCard) };
}

/** DELETE /saved-cards/{id}: detached at the processor, then our row deleted. */
export async function removeSavedCard(
  core: PaymentCore,
  input: { id: string; secretHash: string | null },
): Promise<void> {
  const row = input.secretHash ? await core.savedCards.find(input.id, input.secretHash) : null;
  if (!row || !input.secretHash) throw paymentErrors.savedCardNotFound();
  await savingOf(core.processors.get(row.gateway, row.paymentAccount)).forget({
    customerId: row.processorCustomerId,
    paymentMethodId: row.processorMethodId,
  });
  await core.savedCards.remove(row.id, input.secretHash);
}

/** Two accounts are one when they name the same variables (null: the server's own). */
const sameAccount = (a: PaymentAccount | null, b: PaymentAccount | null) =>
  JSON.stringify(canonicalAccount(a)) === JSON.stringify(canonicalAccount(b));
