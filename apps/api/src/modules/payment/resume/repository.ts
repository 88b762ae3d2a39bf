import { asc, eq } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import { findCredentials, paymentWithLineColumns } from '#api/db/queries/right-payments.js';
import {
  assignedRight,
  payment,
  paymentLine,
  pendingPayment,
  rate,
  rateLine,
} from '#api/db/schema/index.js';
import { loadReminderSummary } from '#api/modules/reminder/index.js';

/**
 * The reads behind the summary and the paid ticket: four queries, run together. Each payment
 * comes with the payer key hash of the pending payment it settled (decision 068).
 */
export function createResumeRepository(db: Database) {
  return {
    async load(assignedRightId: string) {
      const [rights, credentials, rows, reminder] = await Promise.all([
        db
          .select({
            id: assignedRight.id,
            placeId: assignedRight.placeId,
            kind: assignedRight.kind,
          })
          .from(assignedRight)
          .where(eq(assignedRight.id, assignedRightId))
          .limit(1),
        findCredentials(db, assignedRightId),
        db
          .select({
            ...paymentWithLineColumns,
            cardBrand: payment.cardBrand,
            lastFourDigits: payment.lastFourDigits,
            payerKeyHash: pendingPayment.payerKeyHash,
            rateName: rate.name,
            rateTranslations: rate.translations,
          })
          .from(payment)
          .leftJoin(paymentLine, eq(paymentLine.paymentId, payment.id))
          .leftJoin(pendingPayment, eq(pendingPayment.paymentId, payment.id))
          .leftJoin(rateLine, eq(rateLine.id, payment.rateLineId))
          .leftJoin(rate, eq(rate.id, rateLine.rateId))
          .where(eq(payment.assignedRightId, assignedRightId))
          .orderBy(
            asc(payment.dateCollected),
            asc(payment.id),
            asc(paymentLine.type),
            asc(paymentLine.id),
          ),
        loadReminderSummary(db, assignedRightId),
      ]);
      return { right: rights[0], credentials, rows, reminder };
    },
  };
}

export type ResumeRepository = ReturnType<typeof createResumeRepository>;
