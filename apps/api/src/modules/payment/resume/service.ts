import { type Resume, readStoredTranslations } from '@parking/domain';
import type { Database } from '#api/db/client.js';
import { assignedRightNotFound } from '#api/errors.js';
import { paymentErrors } from '../errors.js';
import type { PaymentService } from '../service.js';
import { gatherPayments } from './gather-payments.js';
import { createResumeRepository, type ResumeRepository } from './repository.js';

type Loaded = Awaited<ReturnType<ResumeRepository['load']>>;

/**
 * Whose card a reader may see (decision 068): a transient session's id also comes from the plate
 * lookup, so its card shows only to the device that paid it (the payer key it was given); a
 * booking's or a permit's id is never found by plate, so their link's holder sees it.
 */
function showsCard(
  right: NonNullable<Loaded['right']>,
  row: Loaded['rows'][number],
  payerKeyHashes: readonly string[],
): boolean {
  if (right.kind !== 'TRANSIENT') return true;
  return row.payerKeyHash !== null && payerKeyHashes.includes(row.payerKeyHash);
}

function toResume(
  loaded: Loaded & { right: NonNullable<Loaded['right']> },
  payerKeyHashes: readonly string[],
): Resume {
  const payments = gatherPayments(loaded.rows, (row) => ({
    assignedRightId: loaded.right.id,
    rateName: row.rateName,
    // A payment without a rate (none in the demo) has no names to translate.
    rateTranslations: readStoredTranslations(row.rateTranslations, ['name']),
    credential: loaded.credentials,
  }));
  // Rows come oldest first: the last BASE payment with a card is the one charged last.
  let cardDetail: Resume['cardDetail'] = null;
  for (const row of loaded.rows) {
    if (
      row.type === 'BASE' &&
      row.cardBrand &&
      row.lastFourDigits &&
      showsCard(loaded.right, row, payerKeyHashes)
    ) {
      cardDetail = { cardBrand: row.cardBrand.toUpperCase(), lastFourDigits: row.lastFourDigits };
    }
  }
  return {
    assignedRightId: loaded.right.id,
    placeId: loaded.right.placeId,
    payments,
    cardDetail,
    reminder: loaded.reminder,
  };
}

/** Summary and paid ticket: by assigned right, or by the processor's intent id once paid. */
export function createResumeService({ db, payments }: { db: Database; payments: PaymentService }) {
  const repository = createResumeRepository(db);

  /** `payerKeyHashes`: the hashes of the payer keys the reader sent (payer-key/). */
  async function getResume(
    placeId: string,
    assignedRightId: string,
    payerKeyHashes: readonly string[] = [],
  ): Promise<Resume> {
    const loaded = await repository.load(assignedRightId);
    // A right of another place is as unknown as a missing one: links are per place.
    if (!loaded.right || loaded.right.placeId !== placeId) {
      throw assignedRightNotFound();
    }
    return toResume({ ...loaded, right: loaded.right }, payerKeyHashes);
  }

  return {
    getResume,

    /**
     * 404 until the payment is settled, so the web retries (spec section 9). Each call also
     * asks the processor, so a payment settles even when its webhook is late or lost.
     */
    async getResumeByExternalId(
      placeId: string,
      externalId: string,
      payerKeyHashes: readonly string[] = [],
    ): Promise<Resume> {
      const pending = await payments.findPendingByExternalId(externalId);
      if (!pending || pending.placeId !== placeId) throw paymentErrors.paymentNotFound();
      let assignedRightId = pending.assignedRightId;
      if (!assignedRightId && pending.gateway) {
        const result = await payments.finaliseByExternalId({
          gateway: pending.gateway,
          externalId,
        });
        if (result.status === 'succeeded') assignedRightId = result.assignedRightId;
      }
      if (!assignedRightId) throw paymentErrors.paymentNotFound();
      return getResume(placeId, assignedRightId, payerKeyHashes);
    },
  };
}

export type ResumeService = ReturnType<typeof createResumeService>;
