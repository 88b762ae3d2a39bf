import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import { payment, paymentLine, pendingPayment, permit } from '#api/db/schema/index.js';
import { REFUND_REASON_PERIOD_PAID } from './refund-reasons.js';

export type PermitRenewalPayment = {
  pendingPaymentId: string;
  paymentId: string;
  plate: string;
  collectedAt: Date;
  transactionId: string;
  cardBrand: string | null;
  lastFourDigits: string | null;
};

export type PermitSettleOutcome =
  | { kind: 'settled'; assignedRightId: string }
  /** The period was paid by another renewal: this one is REFUNDING, its money goes back. */
  | { kind: 'duplicate'; reason: string }
  /** Being refunded or refunded already: nothing may settle it. */
  | { kind: 'refunding' };

/**
 * The settle of a PERMIT pending payment (docs/decisions/052), in one transaction: the pending
 * payment's lock, then the permit's, then the check that its period is not paid yet, read after
 * both locks were granted, so two renewals of one period paid at once add one payment; the
 * other becomes REFUNDING in the same transaction.
 */
export function createPermitSettleRepository(db: Database) {
  return {
    async settlePermitRenewal(input: PermitRenewalPayment): Promise<PermitSettleOutcome> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({
            status: pendingPayment.status,
            assignedRightId: pendingPayment.assignedRightId,
            permitId: pendingPayment.extendsAssignedRightId,
            periodStart: pendingPayment.periodStart,
            periodEnd: pendingPayment.periodEnd,
            rateLineId: pendingPayment.rateLineId,
            currencyCode: pendingPayment.currencyCode,
            provider: pendingPayment.provider,
            amountMinor: pendingPayment.amountMinor,
            serviceFeeMinor: pendingPayment.serviceFeeMinor,
          })
          .from(pendingPayment)
          .where(eq(pendingPayment.id, input.pendingPaymentId))
          .for('update');
        if (!row) throw new Error(`Pending payment ${input.pendingPaymentId} not found`);
        if (row.status === 'SUCCEEDED' && row.assignedRightId) {
          return { kind: 'settled', assignedRightId: row.assignedRightId };
        }
        if (row.status === 'REFUNDING' || row.status === 'REFUNDED') return { kind: 'refunding' };
        const { permitId, periodStart, periodEnd } = row;
        if (!permitId || !periodStart || !periodEnd) {
          throw new Error(`Permit renewal ${input.pendingPaymentId} has no permit or period`);
        }
        await tx
          .select({ id: permit.assignedRightId })
          .from(permit)
          .where(eq(permit.assignedRightId, permitId))
          .for('update');
        const paid = await tx
          .select({ id: payment.id })
          .from(payment)
          .where(
            and(
              eq(payment.assignedRightId, permitId),
              eq(payment.type, 'BASE'),
              lt(payment.startPeriodCovered, periodEnd),
              gt(payment.endPeriodCovered, periodStart),
            ),
          )
          .limit(1);
        const at = input.collectedAt;
        if (paid.length > 0) {
          await tx
            .update(pendingPayment)
            .set({ status: 'REFUNDING', licensePlate: input.plate, updatedAt: at })
            .where(eq(pendingPayment.id, input.pendingPaymentId));
          return { kind: 'duplicate', reason: REFUND_REASON_PERIOD_PAID };
        }
        await tx.insert(payment).values({
          id: input.paymentId,
          assignedRightId: permitId,
          type: 'BASE',
          startPeriodCovered: periodStart,
          endPeriodCovered: periodEnd,
          transactionId: input.transactionId,
          dateCollected: at,
          rateLineId: row.rateLineId,
          currencyCode: row.currencyCode,
          cardBrand: input.cardBrand,
          lastFourDigits: input.lastFourDigits,
          provider: row.provider,
        });
        await tx.insert(paymentLine).values([
          { paymentId: input.paymentId, type: 'BASE', code: null, amountMinor: row.amountMinor },
          ...(row.serviceFeeMinor > 0
            ? [
                {
                  paymentId: input.paymentId,
                  type: 'SURCHARGE' as const,
                  code: null,
                  amountMinor: row.serviceFeeMinor,
                },
              ]
            : []),
        ]);
        await tx
          .update(pendingPayment)
          .set({
            status: 'SUCCEEDED',
            assignedRightId: permitId,
            paymentId: input.paymentId,
            licensePlate: input.plate,
            failureReason: null,
            updatedAt: at,
          })
          .where(eq(pendingPayment.id, input.pendingPaymentId));
        // The stored status is for reports; the info call works it out from the payments.
        await tx
          .update(permit)
          .set({ status: sql`'COMPLETED'::permit_status` })
          .where(eq(permit.assignedRightId, permitId));
        return { kind: 'settled', assignedRightId: permitId };
      });
    },
  };
}
