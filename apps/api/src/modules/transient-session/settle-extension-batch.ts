import { sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import { prepareRows } from '#api/db/queries/prepared-rows.js';
import { assignedRight, expiryReminder, payment, pendingPayment } from '#api/db/schema/index.js';
import { createStatementBatch } from '#api/lib/statement-batch.js';
import {
  BATCH_LINES_AND_SETTLED,
  batchPaymentRowOf,
  type NewAssignedRight,
  NOT_SETTLEABLE,
} from './settle-row.js';

/**
 * What an extension's batched settle did: settled; found the payment settled or refunded
 * already; found its right moved on by another extension (decision 098); or found a reminder
 * on the right, which only the settle with the reminder's steps may move (nothing written).
 */
export type ExtensionBatchOutcome = 'settled' | 'not-settleable' | 'moved' | 'has-reminder';

/**
 * The settle of on-demand extensions that bring no phone, a batch of them in one statement
 * (decision 104): each row of `v` does what settleSql does for one extension without a
 * reminder. SELECT ... FOR UPDATE each pending payment unless it is settled or refunded; bump
 * its right's version from the one its coverage was computed on, only while the right has no
 * reminder to move; from the rows bumped, insert the BASE payment and lines and mark the payment
 * SUCCEEDED. A concurrent extension of the right (which bumps it too, with its reminder if it
 * brings one) holds the right's row until it commits: this one then re-checks the version on
 * the committed row, finds it moved, and writes nothing. Two extensions of one right never share
 * a batch (their key is the right), so a right is bumped at most once a statement.
 */
const settleExtensionBatchSql = sql`
  with v as (
    select * from batch_rows(${sql.placeholder('rows')}::jsonb) as r, jsonb_to_record(r) as v(
      pending_payment_id uuid, assigned_right_id uuid, expected_version int,
      collected_at timestamptz, plate text, payment_id uuid, start_at timestamptz,
      end_at timestamptz, transaction_id text, rate_line_id uuid, currency_code text,
      card_brand text, last_four_digits text, provider payment_provider, amount_minor int,
      service_fee_minor int)
  ), locked as (
    select ${pendingPayment.id} from ${pendingPayment}
    where ${pendingPayment.id} in (select pending_payment_id from v)
      and ${pendingPayment.status} not in ${NOT_SETTLEABLE}
    -- In one order, so that two batches sharing rows (two instances) wait, never deadlock.
    order by ${pendingPayment.id}
    for update
  ), reminded as (
    select ${expiryReminder.assignedRightId} as id from ${expiryReminder}
    where ${expiryReminder.assignedRightId} in (select assigned_right_id from v)
  ), bumped as (
    update ${assignedRight} set version = ${assignedRight.version} + 1
    from v join locked on locked.id = v.pending_payment_id
    where ${assignedRight.id} = v.assigned_right_id
      and ${assignedRight.version} = v.expected_version
      and v.assigned_right_id not in (select id from reminded)
    returning ${assignedRight.id} as id
  ), go as (
    select v.* from v join bumped on bumped.id = v.assigned_right_id
  ), new_payment as (
    insert into ${payment} (id, assigned_right_id, type, start_period_covered,
      end_period_covered, transaction_id, date_collected, rate_line_id, currency_code,
      card_brand, last_four_digits, provider)
    select payment_id, assigned_right_id, 'BASE', start_at, end_at, transaction_id,
      collected_at, rate_line_id, currency_code, card_brand, last_four_digits, provider
    from go
    returning id
  ), ${BATCH_LINES_AND_SETTLED}
  select v.pending_payment_id::text as id,
    case
      when v.pending_payment_id in (select id from settled) then 'settled'
      when v.pending_payment_id not in (select id from locked) then 'not-settleable'
      when v.assigned_right_id in (select id from reminded) then 'has-reminder'
      else 'moved'
    end as outcome
  from v`;

type ExtensionSettle = { right: NewAssignedRight; expectedVersion: number };

/** Settles extensions with no phone, batched; each call answers its own outcome. */
export function createSettleExtensionBatch(db: Database) {
  const settleRows = prepareRows<{ id: string; outcome: ExtensionBatchOutcome }>(
    db,
    settleExtensionBatchSql,
    'payment_settle_extension_batch',
  );
  return createStatementBatch<ExtensionSettle, ExtensionBatchOutcome>({
    // One right, one batch: a right is bumped at most once a statement.
    keyOf: ({ right }) => right.assignedRightId.toLowerCase(),
    run: async (batch) => {
      const outcomes = await settleRows({
        rows: JSON.stringify(
          batch.map(({ right, expectedVersion }) => ({
            ...batchPaymentRowOf(right),
            expected_version: expectedVersion,
          })),
        ),
      });
      const byId = new Map(outcomes.map((row) => [row.id.toLowerCase(), row.outcome]));
      return batch.map(({ right }) => {
        const outcome = byId.get(right.pendingPaymentId.toLowerCase());
        if (!outcome) throw new Error(`Extension ${right.pendingPaymentId} has no outcome`);
        return outcome;
      });
    },
  });
}
