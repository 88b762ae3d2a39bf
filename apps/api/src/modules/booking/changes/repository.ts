import type { PaymentAccount } from '@parking/domain/operator-file';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import {
  booking,
  credential,
  payment,
  paymentLine,
  pendingPayment,
  placeSettings,
} from '#api/db/schema/index.js';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** A booking as a change sees it, read under its row lock. */
export type LockedBooking = {
  assignedRightId: string;
  placeId: string;
  status: 'CONFIRMED' | 'CANCELLED';
  startAt: Date;
  cancelBeforeMinutes: number;
};

/** The REFUND payment of a cancelled booking: what goes back, and whether it went. */
export type RefundRow = {
  paymentId: string;
  amountMinor: number;
  currencyCode: string;
  /** The processor's refund id once it answered; null while the money has not been sent back. */
  transactionId: string | null;
  recordedAt: Date;
};

/** The processor intent that took a booking's money: what a refund is sent against. */
export type ChargedIntent = {
  gateway: 'SANDBOX' | 'STRIPE';
  externalId: string;
  /** The processor account that took the money (variable names), null for the server's. */
  account: PaymentAccount | null;
};

async function lockBooking(tx: Transaction, assignedRightId: string) {
  const [row] = await tx
    .select({
      assignedRightId: booking.assignedRightId,
      placeId: booking.placeId,
      status: booking.status,
      startAt: booking.startAt,
      cancelBeforeMinutes: placeSettings.bookingCancelBeforeMinutes,
    })
    .from(booking)
    .leftJoin(placeSettings, eq(placeSettings.placeId, booking.placeId))
    .where(eq(booking.assignedRightId, assignedRightId))
    .for('update', { of: booking });
  if (!row) return undefined;
  // A place without settings row has the column's default notice.
  return { ...row, cancelBeforeMinutes: row.cancelBeforeMinutes ?? 1440 } as LockedBooking;
}

async function findRefund(executor: Database | Transaction, assignedRightId: string) {
  const [row] = await executor
    .select({
      paymentId: payment.id,
      amountMinor:
        sql<number>`coalesce(sum(${paymentLine.amountMinor}) filter (where ${paymentLine.type} <> 'VALIDATION'), 0)
        - coalesce(sum(${paymentLine.amountMinor}) filter (where ${paymentLine.type} = 'VALIDATION'), 0)`.mapWith(
          Number,
        ),
      currencyCode: payment.currencyCode,
      transactionId: payment.transactionId,
      recordedAt: payment.dateCollected,
    })
    .from(payment)
    .leftJoin(paymentLine, and(eq(paymentLine.paymentId, payment.id), isNull(paymentLine.code)))
    .where(and(eq(payment.assignedRightId, assignedRightId), eq(payment.type, 'REFUND')))
    .groupBy(payment.id);
  return row as RefundRow | undefined;
}

/**
 * The statements of a booking's cancellation and plate change. Each change runs in one
 * transaction that first locks the booking row, so a cancel and a plate change, or two cancels,
 * happen one after the other; processor calls are never made inside one (decision 053).
 */
export function createBookingChangesRepository(db: Database) {
  return {
    /**
     * Locks the booking and runs `change` with it; undefined when there is no such booking.
     * What `change` throws rolls the transaction back.
     */
    withLockedBooking<T>(
      assignedRightId: string,
      change: (locked: LockedBooking, tx: Transaction) => Promise<T>,
    ): Promise<T | undefined> {
      return db.transaction(async (tx) => {
        const locked = await lockBooking(tx, assignedRightId);
        return locked ? change(locked, tx) : undefined;
      });
    },

    /**
     * CANCELLED at once (the space is free from this commit) and the REFUND payment recorded
     * from the BASE payment's lines, as positive amounts, with no processor id yet.
     */
    async markCancelled(tx: Transaction, assignedRightId: string, at: Date): Promise<RefundRow> {
      await tx
        .update(booking)
        .set({ status: 'CANCELLED', cancelledAt: at })
        .where(eq(booking.assignedRightId, assignedRightId));
      const [base] = await tx
        .select()
        .from(payment)
        .where(and(eq(payment.assignedRightId, assignedRightId), eq(payment.type, 'BASE')))
        .orderBy(desc(payment.dateCollected))
        .limit(1);
      if (!base) throw new Error(`Booking ${assignedRightId} has no BASE payment`);
      const lines = await tx.select().from(paymentLine).where(eq(paymentLine.paymentId, base.id));
      const [refund] = await tx
        .insert(payment)
        .values({
          assignedRightId,
          type: 'REFUND',
          startPeriodCovered: base.startPeriodCovered,
          endPeriodCovered: base.endPeriodCovered,
          transactionId: null,
          dateCollected: at,
          rateLineId: base.rateLineId,
          currencyCode: base.currencyCode,
          cardBrand: base.cardBrand,
          lastFourDigits: base.lastFourDigits,
          provider: base.provider,
        })
        .returning({ id: payment.id });
      if (!refund) throw new Error('REFUND payment insert returned no row');
      if (lines.length > 0) {
        await tx.insert(paymentLine).values(
          lines.map((line) => ({
            paymentId: refund.id,
            type: line.type,
            code: line.code,
            amountMinor: Math.abs(line.amountMinor),
          })),
        );
      }
      const recorded = await findRefund(tx, assignedRightId);
      if (!recorded) throw new Error('REFUND payment not found after insert');
      return recorded;
    },

    /** Inside a change's transaction, or on its own (the ticket, the sweeper). */
    findRefund: (assignedRightId: string, executor: Database | Transaction = db) =>
      findRefund(executor, assignedRightId),

    /** The settled card payment behind a booking; undefined for a free one (nothing to return). */
    async findChargedIntent(assignedRightId: string): Promise<ChargedIntent | undefined> {
      const [row] = await db
        .select({
          gateway: pendingPayment.gateway,
          externalId: pendingPayment.externalId,
          account: pendingPayment.paymentAccount,
        })
        .from(pendingPayment)
        .where(
          and(
            eq(pendingPayment.assignedRightId, assignedRightId),
            eq(pendingPayment.status, 'SUCCEEDED'),
          ),
        )
        .orderBy(pendingPayment.createdAt)
        .limit(1);
      if (!row?.gateway || !row.externalId) return undefined;
      return { gateway: row.gateway, externalId: row.externalId, account: row.account };
    },

    /** The processor answered: its refund id on the REFUND payment, once. */
    async recordRefunded(input: { paymentId: string; refundId: string; at: Date }) {
      await db
        .update(payment)
        .set({ transactionId: input.refundId, dateCollected: input.at })
        .where(and(eq(payment.id, input.paymentId), isNull(payment.transactionId)));
    },

    /** Cancelled bookings whose money is still to go back (a crash after the cancel's commit). */
    async findUnsentRefunds(input: { recordedBefore: Date; limit: number }): Promise<string[]> {
      const rows = await db
        .select({ assignedRightId: payment.assignedRightId })
        .from(payment)
        .innerJoin(booking, eq(booking.assignedRightId, payment.assignedRightId))
        .where(
          and(
            eq(payment.type, 'REFUND'),
            isNull(payment.transactionId),
            lt(payment.dateCollected, input.recordedBefore),
          ),
        )
        .orderBy(payment.dateCollected)
        .limit(input.limit);
      return rows.map((row) => row.assignedRightId);
    },

    /** The plate of a booking, replaced (one LICENSE_PLATE credential) inside the lock. */
    async replacePlate(tx: Transaction, assignedRightId: string, plate: string) {
      await tx
        .delete(credential)
        .where(
          and(
            eq(credential.assignedRightId, assignedRightId),
            eq(credential.type, 'LICENSE_PLATE'),
          ),
        );
      await tx
        .insert(credential)
        .values({ assignedRightId, type: 'LICENSE_PLATE', localIdentifier: plate });
    },
  };
}

export type BookingChangesRepository = ReturnType<typeof createBookingChangesRepository>;
