import { randomUUID } from 'node:crypto';
import { getExtensionCoverage } from '@parking/domain';
import type { Intent } from '../../../card-processors/index.js';
import type { PaymentCore } from '../core.js';
import { paymentErrors } from '../errors.js';
import { freeTransactionId, toRateTiming } from '../pricing.js';
import type { PendingWithContext } from './pending-repository.js';
import { settleBooking } from './settle-booking.js';
import { settlePermit } from './settle-permit.js';
import { settleStay } from './settle-stay.js';

const DEFAULT_RIGHT_LOCALE = 'en-US';

/**
 * Step 4: the assigned right of an unsettled payment, with the covered period from now by the
 * rate's own rule, in one statement that re-checks the status under the row lock. A payment
 * settled meanwhile answers with its right; one whose money is being returned, with the
 * refund's error. `plate` is required: a right without its plate would get the driver fined.
 */
export async function settle(
  core: PaymentCore,
  row: PendingWithContext,
  intent: Intent | null,
  plate: string,
): Promise<string> {
  if (row.status === 'SUCCEEDED' && row.assignedRightId) return row.assignedRightId;
  if (row.kind === 'BOOKING') return settleBooking(core, row, intent, plate);
  if (row.kind === 'PERMIT') return settlePermit(core, row, intent, plate);
  if (row.kind === 'STAY') return settleStay(core, row, intent);
  const at = core.now();
  const extended = row.kind === 'EXTENSION' ? row.extendsAssignedRightId : null;
  // An extension covers from the right's current end (or from now once it has passed), by the
  // domain's rule that the extension page also shows; a first payment has no end: from now.
  const currentEnd = extended ? await core.settlements.findRightEnd(extended, row.placeId) : null;
  const coverage = getExtensionCoverage({
    rate: toRateTiming(row),
    currentEnd: currentEnd ?? null,
    now: at,
    timeZone: row.timezone,
  });
  const assignedRightId = extended ?? randomUUID();
  const settled = await core.settlements.settle({
    pendingPaymentId: row.id,
    assignedRightId,
    extension: extended !== null,
    paymentId: randomUUID(),
    placeId: row.placeId,
    customerId: row.customerId,
    plate,
    phoneNumber: row.phoneNumber,
    locale: row.locale ?? DEFAULT_RIGHT_LOCALE,
    start: coverage.start,
    end: coverage.end,
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
  if (settled) return assignedRightId;
  const winner = await core.pending.findPending({ id: row.id });
  if (winner?.assignedRightId) return winner.assignedRightId;
  if (winner?.status === 'REFUNDING' || winner?.status === 'REFUNDED') {
    throw paymentErrors.paymentRefunded(winner.failureReason);
  }
  throw new Error(`Pending payment ${row.id} did not settle`);
}
