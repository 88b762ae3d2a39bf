import { sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import { prepareRows } from '#api/db/queries/prepared-rows.js';
import { assignedRight, credential, payment, pendingPayment } from '#api/db/schema/index.js';
import { createStatementBatch } from '#api/lib/statement-batch.js';
import {
  BATCH_LINES_AND_SETTLED,
  batchPaymentRowOf,
  type NewAssignedRight,
  NOT_SETTLEABLE,
} from './settle-row.js';

/**
 * The settle of first payments with no reminder to schedule, a batch of them in one
 * statement (lib/statement-batch.ts, decision 104): each row of `v` does what settleSql does
 * for one (settle-repository.ts). SELECT ... FOR UPDATE each pending payment unless it is
 * settled or refunded, and from the locked rows only insert the rights, plates, BASE payments
 * and lines, and mark the payments SUCCEEDED. A concurrent settle of one of them waits on its
 * row lock, then finds it SUCCEEDED and inserts nothing for it. Two settles of one payment never
 * share a batch. batch_rows: each pending payment found through its index.
 */
const settleFirstBatchSql = sql`
  with v as (
    select * from batch_rows(${sql.placeholder('rows')}::jsonb) as r, jsonb_to_record(r) as v(
      pending_payment_id uuid, assigned_right_id uuid, place_id uuid, customer_id uuid,
      phone_number text, locale text, collected_at timestamptz, plate text, payment_id uuid,
      start_at timestamptz, end_at timestamptz, transaction_id text, rate_line_id uuid,
      currency_code text, card_brand text, last_four_digits text, provider payment_provider,
      amount_minor int, service_fee_minor int)
  ), locked as (
    select ${pendingPayment.id} from ${pendingPayment}
    where ${pendingPayment.id} in (select pending_payment_id from v)
      and ${pendingPayment.status} not in ${NOT_SETTLEABLE}
    -- In one order, so that two batches sharing rows (two instances) wait, never deadlock.
    order by ${pendingPayment.id}
    for update
  ), go as (
    select v.* from v join locked on locked.id = v.pending_payment_id
  ), new_right as (
    insert into ${assignedRight} (id, place_id, customer_id, kind, phone_number,
      notify_before_expiry, locale, created_at)
    select assigned_right_id, place_id, customer_id, 'TRANSIENT', phone_number,
      phone_number is not null, locale, collected_at
    from go
    returning id
  ), new_credential as (
    insert into ${credential} (assigned_right_id, type, local_identifier)
    select go.assigned_right_id, 'LICENSE_PLATE', go.plate
    from go join new_right on new_right.id = go.assigned_right_id
  ), new_payment as (
    insert into ${payment} (id, assigned_right_id, type, start_period_covered,
      end_period_covered, transaction_id, date_collected, rate_line_id, currency_code,
      card_brand, last_four_digits, provider)
    select go.payment_id, go.assigned_right_id, 'BASE', go.start_at, go.end_at,
      go.transaction_id, go.collected_at, go.rate_line_id, go.currency_code, go.card_brand,
      go.last_four_digits, go.provider
    from go join new_right on new_right.id = go.assigned_right_id
    returning id
  ), ${BATCH_LINES_AND_SETTLED}
  select id::text from settled`;

/** True for each first payment this call settled; false when it was settled (or refunded) already. */
export function createSettleFirstBatch(db: Database) {
  const settleRows = prepareRows<{ id: string }>(
    db,
    settleFirstBatchSql,
    'payment_settle_first_batch',
  );
  return createStatementBatch<NewAssignedRight, boolean>({
    keyOf: (right) => right.pendingPaymentId,
    run: async (batch) => {
      const settled = await settleRows({
        rows: JSON.stringify(
          batch.map((right) => ({
            ...batchPaymentRowOf(right),
            place_id: right.placeId,
            customer_id: right.customerId,
            phone_number: right.phoneNumber,
            locale: right.locale,
          })),
        ),
      });
      const ids = new Set(settled.map((row) => row.id.toLowerCase()));
      return batch.map((right) => ids.has(right.pendingPaymentId.toLowerCase()));
    },
  });
}
