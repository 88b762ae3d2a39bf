import { and, eq, inArray, isNull, lt, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import { pendingPayment } from '#api/db/schema/index.js';
import { CLAIMABLE } from '../claim-and-settle/pending-repository.js';

/**
 * The statements that take a paid payment without a plate to CHARGED or through a refund, and
 * the reconciler's lease; each one conditional UPDATE, hence its own transaction.
 */
export function createRefundRepository(db: Database) {
  /**
   * One conditional UPDATE: the payment moves to `status` only from the states `from` allows
   * and while no plate is recorded (a plate means it can still be settled). True when it moved.
   */
  async function moveWithoutPlate(
    id: string,
    status: 'CHARGED' | 'REFUNDING',
    at: Date,
    from: SQL,
  ): Promise<boolean> {
    const rows = await db
      .update(pendingPayment)
      .set({ status, updatedAt: at })
      .where(and(eq(pendingPayment.id, id), from, isNull(pendingPayment.licensePlate)))
      .returning({ id: pendingPayment.id });
    return rows.length === 1;
  }

  return {
    /**
     * The processor took the money of a payment that has no plate yet (a webhook came before
     * the driver's process call): CHARGED, which only a settle or a refund leaves. False when a
     * claim recorded a plate meanwhile, or the payment left the states it may come from.
     */
    async markCharged(id: string, at: Date): Promise<boolean> {
      return moveWithoutPlate(id, 'CHARGED', at, inArray(pendingPayment.status, CLAIMABLE));
    },

    /**
     * Starts returning the money of a payment that can no longer become a session (expired
     * without a plate): REFUNDING, under the row lock, so that no settle can follow. Also taken
     * again from REFUNDING (a refund cut off by a crash is retried with the same key). False when
     * the payment was settled, refunded, or a plate was recorded meanwhile.
     */
    async beginRefund(id: string, at: Date): Promise<boolean> {
      // A refund already begun is taken again whatever the plate: a booking whose expired hold
      // found its window sold (decision 051) is REFUNDING with its plate recorded.
      const rows = await db
        .update(pendingPayment)
        .set({ status: 'REFUNDING', updatedAt: at })
        .where(
          and(
            eq(pendingPayment.id, id),
            or(
              eq(pendingPayment.status, 'REFUNDING'),
              and(
                notInArray(pendingPayment.status, ['SUCCEEDED', 'REFUNDED']),
                isNull(pendingPayment.licensePlate),
              ),
            ),
          ),
        )
        .returning({ id: pendingPayment.id });
      return rows.length === 1;
    },

    /** The processor returned the money: REFUNDED with its refund id and why. */
    async finishRefund(input: { id: string; refundId: string; reason: string; at: Date }) {
      await db
        .update(pendingPayment)
        .set({
          status: 'REFUNDED',
          refundId: input.refundId,
          refundedAt: input.at,
          failureReason: input.reason,
          updatedAt: input.at,
        })
        .where(and(eq(pendingPayment.id, input.id), eq(pendingPayment.status, 'REFUNDING')));
    },

    /**
     * The reconciler's batch: up to `limit` card payments still unfinished that expired before
     * `expiredBefore`, skipping rows another instance holds and rows checked since
     * `checkedBefore`; each is leased (checked_at = at) before it is looked at.
     */
    async leaseUnfinished(input: {
      expiredBefore: Date;
      checkedBefore: Date;
      at: Date;
      limit: number;
    }): Promise<string[]> {
      const due = db
        .select({ id: pendingPayment.id })
        .from(pendingPayment)
        .where(
          and(
            // The partial index's own predicate, so that the planner uses it.
            sql`${pendingPayment.gateway} is not null and ${pendingPayment.status} not in ('SUCCEEDED', 'EXPIRED')`,
            inArray(pendingPayment.status, [...CLAIMABLE, 'REFUNDING']),
            lt(pendingPayment.expiresAt, input.expiredBefore),
            or(isNull(pendingPayment.checkedAt), lt(pendingPayment.checkedAt, input.checkedBefore)),
          ),
        )
        .orderBy(pendingPayment.expiresAt)
        .limit(input.limit)
        .for('update', { skipLocked: true });
      const rows = await db
        .update(pendingPayment)
        .set({ checkedAt: input.at })
        .where(inArray(pendingPayment.id, due))
        .returning({ id: pendingPayment.id });
      return rows.map((row) => row.id);
    },
  };
}

export type RefundRepository = ReturnType<typeof createRefundRepository>;
