import { sql } from 'drizzle-orm';
import { paymentLine, pendingPayment } from '#api/db/schema/index.js';
import type { RightPayment } from '../payment/index.js';

/** What settling a transient session's payment writes (settle-repository.ts, settle-first-batch.ts). */

/** Once money is being returned, or was, nothing may settle the payment. */
export const NOT_SETTLEABLE = sql`('SUCCEEDED', 'REFUNDING', 'REFUNDED')`;

export type NewAssignedRight = RightPayment & {
  /** The new right, or for an extension the existing right the payment is added to. */
  assignedRightId: string;
  /** An extension adds the payment (and lines) to assignedRightId and creates no right. */
  extension: boolean;
  phoneNumber: string | null;
  start: Date;
  end: Date;
};

/**
 * The last steps of a batched settle (settle-first-batch.ts, settle-extension-batch.ts), from
 * the rows `go` whose BASE payment `new_payment` inserted: its lines, and each pending payment
 * marked SUCCEEDED (CTEs `new_lines` and `settled`, which answers the settled ids).
 */
export const BATCH_LINES_AND_SETTLED = sql`new_lines as (
    insert into ${paymentLine} (payment_id, type, code, amount_minor)
    select go.payment_id, line.type::payment_line_type, null, line.amount
    from go join new_payment on new_payment.id = go.payment_id
      cross join lateral (values ('BASE', go.amount_minor),
        ('SURCHARGE', go.service_fee_minor)) as line(type, amount)
    where line.type = 'BASE' or line.amount > 0
  ), settled as (
    update ${pendingPayment} set status = 'SUCCEEDED',
      assigned_right_id = go.assigned_right_id, payment_id = go.payment_id,
      license_plate = go.plate, failure_reason = null, updated_at = go.collected_at
    from go
    where ${pendingPayment.id} = go.pending_payment_id
    returning ${pendingPayment.id} as id
  )`;

/** A right's payment as a row of a batched settle's JSON (the columns both batches read). */
export const batchPaymentRowOf = (right: NewAssignedRight) => ({
  pending_payment_id: right.pendingPaymentId,
  assigned_right_id: right.assignedRightId,
  collected_at: right.collectedAt.toISOString(),
  plate: right.plate,
  payment_id: right.paymentId,
  start_at: right.start.toISOString(),
  end_at: right.end.toISOString(),
  transaction_id: right.transactionId,
  rate_line_id: right.rateLineId,
  currency_code: right.currencyCode,
  card_brand: right.cardBrand,
  last_four_digits: right.lastFourDigits,
  provider: right.provider,
  amount_minor: right.amountMinor,
  service_fee_minor: right.serviceFeeMinor,
});
