import { type ExitPermission, normalizePlate, stayStatusAt, toMajorUnits } from '@parking/domain';
import type { Database } from '#api/db/client.js';
import { findPricedStay } from '../stay/index.js';
import { findOpenStay } from './repository.js';

const NO_STAY: ExitPermission = {
  allowed: false,
  reason: 'NO_STAY',
  sessionId: null,
  stayAmount: 0,
  amountDueMinor: 0,
  currencyCode: null,
  exitBefore: null,
};

/**
 * GET /api/gate/places/{placeId}/exit-permission (docs/decisions/057): may this plate leave at
 * `at`? Yes when nothing is owed (free minutes, or all paid) or within the grace time after a
 * payment (domain stayStatusAt); no with the amount due otherwise; no for a plate not inside.
 */
export async function exitPermission(
  db: Database,
  placeId: string,
  licensePlate: string,
  at: Date,
  sandboxMoney: boolean,
): Promise<ExitPermission> {
  const plate = normalizePlate(licensePlate);
  if (plate.length === 0) return NO_STAY;
  const open = await findOpenStay(db, placeId, plate);
  const priced = open ? await findPricedStay(db, open.id, { sandboxMoney }) : null;
  if (!priced) return NO_STAY;
  const status = stayStatusAt({
    tariff: priced.tariff,
    actualStart: priced.actualStart,
    actualEnd: priced.actualEnd,
    payments: priced.payments,
    at,
  });
  const allowed = status.amountDueMinor === 0;
  const lastPaidAt = Math.max(...priced.payments.map((payment) => payment.paidAt.getTime()));
  // Past the grace a payment may still cover the stay (PAID): nothing is owed then.
  const withinGrace = at.getTime() <= lastPaidAt + priced.tariff.graceMinutes * 60_000;
  const reason = allowed
    ? status.status === 'PAID' && withinGrace
      ? 'PAID_WITHIN_GRACE'
      : 'NOTHING_OWED'
    : priced.payments.length > 0
      ? 'GRACE_EXPIRED'
      : 'AMOUNT_DUE';
  return {
    allowed,
    reason,
    sessionId: priced.id,
    stayAmount: toMajorUnits(status.amountDueMinor),
    amountDueMinor: status.amountDueMinor,
    currencyCode: priced.currencyCode,
    exitBefore: status.exitBefore?.toISOString() ?? null,
  };
}
