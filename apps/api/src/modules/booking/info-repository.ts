import { and, desc, eq, sum } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import { booking, credential, payment, paymentLine } from '#api/db/schema/index.js';

/** The reservation side of a ticket: the booking row, its plate and its refund, if any. */
export function createBookingInfoRepository(db: Database) {
  return {
    async find(assignedRightId: string) {
      const [row] = await db
        .select()
        .from(booking)
        .where(eq(booking.assignedRightId, assignedRightId))
        .limit(1);
      if (!row) return undefined;
      const [plates, refunds] = await Promise.all([
        db
          .select({ plate: credential.localIdentifier })
          .from(credential)
          .where(
            and(
              eq(credential.assignedRightId, assignedRightId),
              eq(credential.type, 'LICENSE_PLATE'),
            ),
          )
          .orderBy(desc(credential.id))
          .limit(1),
        db
          .select({
            transactionId: payment.transactionId,
            dateCollected: payment.dateCollected,
            currencyCode: payment.currencyCode,
            amountMinor: sum(paymentLine.amountMinor).mapWith(Number),
          })
          .from(payment)
          .leftJoin(paymentLine, eq(paymentLine.paymentId, payment.id))
          .where(and(eq(payment.assignedRightId, assignedRightId), eq(payment.type, 'REFUND')))
          .groupBy(payment.id)
          .limit(1),
      ]);
      return { booking: row, plate: plates[0]?.plate ?? null, refund: refunds[0] };
    },
  };
}
