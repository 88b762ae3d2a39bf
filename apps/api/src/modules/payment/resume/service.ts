import {
  type Resume,
  type ResumePayment,
  readStoredTranslations,
  toMajorUnits,
} from '@parking/domain';
import type { Database } from '../../../db/client.js';
import { assignedRightNotFound } from '../../../errors.js';
import { paymentErrors } from '../errors.js';
import type { PaymentService } from '../service.js';
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
  payerKeyHash: string | null,
): boolean {
  if (right.kind !== 'TRANSIENT') return true;
  return payerKeyHash !== null && row.payerKeyHash === payerKeyHash;
}

function toResume(
  loaded: Loaded & { right: NonNullable<Loaded['right']> },
  payerKeyHash: string | null,
): Resume {
  const payments = new Map<string, ResumePayment>();
  let cardDetail: Resume['cardDetail'] = null;
  for (const row of loaded.rows) {
    let entry = payments.get(row.paymentId);
    if (!entry) {
      entry = {
        type: row.type,
        startPeriodCovered: row.startPeriodCovered.toISOString(),
        endPeriodCovered: row.endPeriodCovered.toISOString(),
        assignedRightId: loaded.right.id,
        transactionId: row.transactionId,
        dateCollected: row.dateCollected.toISOString(),
        currencyCode: row.currencyCode,
        rateName: row.rateName,
        // A payment without a rate (none in the demo) has no names to translate.
        rateTranslations: readStoredTranslations(row.rateTranslations, ['name']),
        credential: loaded.credentials,
        paymentLine: [],
      };
      payments.set(row.paymentId, entry);
      // Rows come oldest first: the last BASE payment with a card is the one charged last.
      if (
        row.type === 'BASE' &&
        row.cardBrand &&
        row.lastFourDigits &&
        showsCard(loaded.right, row, payerKeyHash)
      ) {
        cardDetail = { cardBrand: row.cardBrand.toUpperCase(), lastFourDigits: row.lastFourDigits };
      }
    }
    if (row.lineType !== null && row.lineAmountMinor !== null) {
      entry.paymentLine.push({
        type: row.lineType,
        code: row.lineCode,
        amount: toMajorUnits(row.lineAmountMinor),
        amountMinor: row.lineAmountMinor,
      });
    }
  }
  return {
    assignedRightId: loaded.right.id,
    placeId: loaded.right.placeId,
    payments: [...payments.values()],
    cardDetail,
    reminder: loaded.reminder,
  };
}

/** Summary and paid ticket: by assigned right, or by the processor's intent id once paid. */
export function createResumeService({ db, payments }: { db: Database; payments: PaymentService }) {
  const repository = createResumeRepository(db);

  /** `payerKeyHash`: the hash of the payer key the reader sent (payer-key/), if any. */
  async function getResume(
    placeId: string,
    assignedRightId: string,
    payerKeyHash: string | null = null,
  ): Promise<Resume> {
    const loaded = await repository.load(assignedRightId);
    // A right of another place is as unknown as a missing one: links are per place.
    if (!loaded.right || loaded.right.placeId !== placeId) {
      throw assignedRightNotFound();
    }
    return toResume({ ...loaded, right: loaded.right }, payerKeyHash);
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
      payerKeyHash: string | null = null,
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
      return getResume(placeId, assignedRightId, payerKeyHash);
    },
  };
}

export type ResumeService = ReturnType<typeof createResumeService>;
