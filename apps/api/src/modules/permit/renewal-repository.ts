import type { PermitPeriodRange, PermitRenewalState } from '@parking/domain';
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import {
  insertLivePending,
  type LivePending,
  livePendingColumns,
  type NewLivePending,
} from '#api/db/queries/live-pending.js';
import { pendingPayment, permit } from '#api/db/schema/index.js';
import { CLAIMABLE } from '../payment/index.js';
import { renewalStateOf } from './renewal-state.js';
import { findPermit, findPermitPayments } from './repository.js';

type Reader = Pick<Database, 'select'>;
type Provider = 'CARD_INTENT' | 'CARD_CLIENT_SECRET';

/** A live renewal: what the browser needs to pay it again with the same intent. */
export type LiveRenewal = LivePending;

/** The unpaid, unexpired renewal of one period, if there is one. */
export async function findLiveRenewal(
  db: Reader,
  input: { assignedRightId: string; periodStart: Date; provider: Provider; at: Date },
): Promise<LiveRenewal | undefined> {
  const rows = await db
    .select(livePendingColumns)
    .from(pendingPayment)
    .where(
      and(
        eq(pendingPayment.kind, 'PERMIT'),
        eq(pendingPayment.extendsAssignedRightId, input.assignedRightId),
        eq(pendingPayment.periodStart, input.periodStart),
        eq(pendingPayment.provider, input.provider),
        inArray(pendingPayment.status, CLAIMABLE),
        gt(pendingPayment.expiresAt, input.at),
      ),
    )
    .limit(1);
  return rows[0];
}

export type NewRenewal = NewLivePending;

export type HoldOutcome =
  | { kind: 'created' }
  | { kind: 'existing'; live: LiveRenewal }
  | { kind: 'refused'; state: PermitRenewalState };

/**
 * One live renewal per period, in one transaction under the permit row's lock: the status and
 * the live renewal are read after the lock is granted (each statement of a READ COMMITTED
 * transaction sees what committed before it), so two renewals at once find one another.
 */
export async function holdRenewal(
  db: Database,
  input: { assignedRightId: string; period: PermitPeriodRange; renewal: NewRenewal },
): Promise<HoldOutcome> {
  const { assignedRightId, period, renewal } = input;
  return db.transaction(async (tx) => {
    await tx
      .select({ id: permit.assignedRightId })
      .from(permit)
      .where(eq(permit.assignedRightId, assignedRightId))
      .for('update');
    const found = await findPermit(tx, assignedRightId, renewal.placeId);
    const rows = await findPermitPayments(tx, assignedRightId);
    if (!found) throw new Error(`Permit ${assignedRightId} disappeared`);
    const state = renewalStateOf(found, rows, renewal.at);
    if (state.status !== 'ACTIVE' || state.nextPeriod?.start.getTime() !== period.start.getTime()) {
      return { kind: 'refused', state };
    }
    const live = await findLiveRenewal(tx, {
      assignedRightId,
      periodStart: period.start,
      provider: renewal.provider,
      at: renewal.at,
    });
    if (live) return { kind: 'existing', live };
    await insertLivePending(tx, renewal, {
      kind: 'PERMIT',
      extendsAssignedRightId: assignedRightId,
      periodStart: period.start,
      periodEnd: period.end,
    });
    return { kind: 'created' };
  });
}
