import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import { credentialsOfRight, paymentWithLineColumns } from '#api/db/queries/right-payments.js';
import {
  assignedRight,
  payment,
  paymentLine,
  pendingPayment,
  rate,
  rateLine,
} from '#api/db/schema/index.js';
import { reminderOfRight, toReminderSummary } from '#api/modules/reminder/index.js';
import type { PaymentRowWithLine } from './gather-payments.js';

/**
 * The read behind the summary and the paid ticket, one prepared statement: the right, with its
 * credentials and its reminder as JSON columns, joined to its payments with their lines (a right
 * without payments comes as one row with null payment columns). Each payment comes with the
 * payer key hash of the pending payment it settled (decision 068).
 */
export function createResumeRepository(db: Database) {
  const load = db
    .select({
      id: assignedRight.id,
      placeId: assignedRight.placeId,
      kind: assignedRight.kind,
      credentials: credentialsOfRight(assignedRight.id),
      reminder: reminderOfRight(assignedRight.id),
      ...paymentWithLineColumns,
      cardBrand: payment.cardBrand,
      lastFourDigits: payment.lastFourDigits,
      payerKeyHash: pendingPayment.payerKeyHash,
      rateName: rate.name,
      rateTranslations: rate.translations,
    })
    .from(assignedRight)
    .leftJoin(payment, eq(payment.assignedRightId, assignedRight.id))
    .leftJoin(paymentLine, eq(paymentLine.paymentId, payment.id))
    .leftJoin(pendingPayment, eq(pendingPayment.paymentId, payment.id))
    .leftJoin(rateLine, eq(rateLine.id, payment.rateLineId))
    .leftJoin(rate, eq(rate.id, rateLine.rateId))
    .where(eq(assignedRight.id, sql.placeholder('id')))
    .orderBy(
      asc(payment.dateCollected),
      asc(payment.id),
      asc(paymentLine.type),
      asc(paymentLine.id),
    )
    .prepare('resume_load');
  type Row = Awaited<ReturnType<typeof load.execute>>[number];
  // A row with a payment id is a payment's: its columns are the payment's, not the join's nulls.
  const isPayment = (row: Row): row is Row & PaymentRowWithLine => row.paymentId !== null;

  return {
    async load(assignedRightId: string) {
      const rows = await load.execute({ id: assignedRightId });
      const [first] = rows;
      return {
        right: first && { id: first.id, placeId: first.placeId, kind: first.kind },
        credentials: first?.credentials ?? [],
        rows: rows.filter(isPayment),
        reminder: toReminderSummary(first?.reminder ?? null),
      };
    },
  };
}

export type ResumeRepository = ReturnType<typeof createResumeRepository>;
