import { asc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../client.js';
import { credential, payment, paymentLine } from '../schema/index.js';

/**
 * A right's payment with one of its lines, for `payment` left-joined to `payment_line`: a
 * payment without lines comes once, its line columns null. The permit page and the summary of
 * any right read its payments so, and gather the lines by payment id.
 */
export const paymentWithLineColumns = {
  paymentId: payment.id,
  type: payment.type,
  startPeriodCovered: payment.startPeriodCovered,
  endPeriodCovered: payment.endPeriodCovered,
  transactionId: payment.transactionId,
  dateCollected: payment.dateCollected,
  currencyCode: payment.currencyCode,
  lineType: paymentLine.type,
  lineCode: paymentLine.code,
  lineAmountMinor: paymentLine.amountMinor,
};

/** A right's credentials (its plates), by type then id, as its summary and permit page list them. */
export function findCredentials(db: Pick<Database, 'select'>, assignedRightId: string) {
  return db
    .select({ type: credential.type, localIdentifier: credential.localIdentifier })
    .from(credential)
    .where(eq(credential.assignedRightId, assignedRightId))
    .orderBy(asc(credential.type), asc(credential.id));
}

/** findCredentials of the right whose id is `rightId`, as one JSON column of a larger read. */
export const credentialsOfRight = (rightId: AnyPgColumn) =>
  sql<Array<{ type: (typeof credential.$inferSelect)['type']; localIdentifier: string }>>`coalesce(
    (select json_agg(json_build_object('type', ${credential.type},
      'localIdentifier', ${credential.localIdentifier}) order by ${credential.type}, ${credential.id})
    from ${credential} where ${credential.assignedRightId} = ${rightId}), '[]'::json)`;
