import {
  type PermitInfo,
  type PermitPayment,
  readStoredTranslations,
  toMajorUnits,
} from '@parking/domain';
import type { Database } from '#api/db/client.js';
import { assignedRightNotFound } from '#api/errors.js';
import { gatherPayments } from '../payment/index.js';
import { renewalStateOf } from './renewal-state.js';
import {
  findCredentials,
  findPermit,
  findPermitPayments,
  type PermitPaymentRow,
} from './repository.js';

/** One entry per payment, its lines gathered; newest period first. */
const toPayments = (rows: readonly PermitPaymentRow[]): PermitPayment[] =>
  gatherPayments(rows, () => ({})).reverse();

/** GET /permit/place/{placeId}/info/{assignedRightId}: the permit, its rate and its status. */
export async function getPermitInfo(
  db: Database,
  input: { placeId: string; assignedRightId: string; now: Date },
): Promise<PermitInfo> {
  const [found, rows, credentials] = await Promise.all([
    findPermit(db, input.assignedRightId, input.placeId),
    findPermitPayments(db, input.assignedRightId),
    findCredentials(db, input.assignedRightId),
  ]);
  if (!found) throw assignedRightNotFound();
  const state = renewalStateOf(found, rows, input.now);
  const translations = readStoredTranslations(found.rateTranslations, ['name']);
  return {
    status: state.status,
    assignedRight: {
      assignedRightId: found.assignedRightId,
      credential: credentials,
      customer: found.holderName ? [{ name: found.holderName }] : [],
    },
    rate: {
      rateId: found.rateId,
      rateLineId: found.rateLineId,
      name: found.rateName,
      ...(Object.keys(translations).length > 0 ? { translations } : {}),
      value: toMajorUnits(found.valueMinor),
      valueMinor: found.valueMinor,
      serviceFee: toMajorUnits(found.serviceFeeMinor),
      serviceFeeMinor: found.serviceFeeMinor,
      currencyCode: found.currencyCode,
    },
    payments: toPayments(rows),
    nextPeriod: state.nextPeriod
      ? { start: state.nextPeriod.start.toISOString(), end: state.nextPeriod.end.toISOString() }
      : null,
    renewalWindow: {
      opensAt: state.renewalWindow.opensAt.toISOString(),
      closesAt: state.renewalWindow.closesAt.toISOString(),
    },
  };
}
