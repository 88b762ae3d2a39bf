import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '#api/db/client.js';
import {
  assignedRight,
  credential,
  payment,
  paymentLine,
  pendingPayment,
} from '#api/db/schema/index.js';
import { reminderPhoneOf, SCHEDULE_REMINDER_CTES } from '../reminder/index.js';
import { createSettleExtensionBatch } from './settle-extension-batch.js';
import { createSettleFirstBatch } from './settle-first-batch.js';
import { type NewAssignedRight, NOT_SETTLEABLE } from './settle-row.js';

const p = sql.placeholder;
const dialect = new PgDialect();
/** Rows of a raw statement, whichever driver ran it (both answer `{ rows }`). */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Step 4 in one statement, hence one transaction, for a payment with a reminder to schedule or
 * move (without one, a first payment settles in settle-first-batch.ts, an extension in
 * settle-extension-batch.ts): SELECT ... FOR UPDATE the pending payment unless it is settled or
 * refunded, and from that locked row insert the assigned right, its plate, its BASE payment and
 * lines, schedule or move its SMS reminder (reminder/schedule.ts), and mark the payment
 * SUCCEEDED. A concurrent settle waits on the row lock, then finds SUCCEEDED (PostgreSQL
 * re-checks the condition on the committed row) and inserts nothing.
 * An extension also bumps its right's version from `expectedVersion`, after the pending
 * payment's lock, and writes nothing when another extension moved it first (decision 098).
 * Foreign keys are checked at the end of the statement.
 */
const settleSql = sql`
  with locked as (
    select ${pendingPayment.id} from ${pendingPayment}
    where ${pendingPayment.id} = ${p('pendingPaymentId')}::uuid
      and ${pendingPayment.status} not in ${NOT_SETTLEABLE}
    for update
  ), bumped as (
    update ${assignedRight} set version = version + 1
    where id = ${p('assignedRightId')}::uuid and ${p('extension')}::boolean
      and version = ${p('expectedVersion')}::int and exists (select 1 from locked)
    returning id
  ), go as (
    select id from locked where not ${p('extension')}::boolean or exists (select 1 from bumped)
  ), new_right as (
    insert into ${assignedRight} (id, place_id, customer_id, kind, phone_number,
      notify_before_expiry, locale, created_at)
    select ${p('assignedRightId')}::uuid, ${p('placeId')}::uuid, ${p('customerId')}::uuid,
      'TRANSIENT', ${p('phoneNumber')}::text, ${p('phoneNumber')}::text is not null,
      ${p('locale')}::text, ${p('collectedAt')}::timestamptz
    from go
    where not ${p('extension')}::boolean
    returning id
  ), target as (
    select id from new_right
    union all
    select ${p('assignedRightId')}::uuid from go where ${p('extension')}::boolean
  ), new_credential as (
    insert into ${credential} (assigned_right_id, type, local_identifier)
    select id, 'LICENSE_PLATE', ${p('plate')}::text from new_right
  ), new_payment as (
    insert into ${payment} (id, assigned_right_id, type, start_period_covered,
      end_period_covered, transaction_id, date_collected, rate_line_id, currency_code,
      card_brand, last_four_digits, provider)
    select ${p('paymentId')}::uuid, id, 'BASE', ${p('start')}::timestamptz,
      ${p('end')}::timestamptz, ${p('transactionId')}::text, ${p('collectedAt')}::timestamptz,
      ${p('rateLineId')}::uuid, ${p('currencyCode')}::text, ${p('cardBrand')}::text,
      ${p('lastFourDigits')}::text, ${p('provider')}::payment_provider
    from target
    returning id
  ), new_lines as (
    insert into ${paymentLine} (payment_id, type, code, amount_minor)
    select new_payment.id, line.type::payment_line_type, null, line.amount
    from new_payment, (values ('BASE', ${p('amountMinor')}::int),
      ('SURCHARGE', ${p('serviceFeeMinor')}::int)) as line(type, amount)
    where line.type = 'BASE' or line.amount > 0
  ), ${SCHEDULE_REMINDER_CTES}, settled as (
    update ${pendingPayment} set status = 'SUCCEEDED',
      assigned_right_id = ${p('assignedRightId')}::uuid, payment_id = ${p('paymentId')}::uuid,
      license_plate = ${p('plate')}::text, failure_reason = null,
      updated_at = ${p('collectedAt')}::timestamptz
    where ${pendingPayment.id} in (select id from go)
    returning 1
  )
  select (select count(*) from settled)::int as settled,
    (select count(*) from locked)::int as settleable`;

const parametersOf = (right: NewAssignedRight, expectedVersion: number) => ({
  ...right,
  start: right.start.toISOString(),
  end: right.end.toISOString(),
  collectedAt: right.collectedAt.toISOString(),
  reminderPhone: reminderPhoneOf(right.phoneNumber),
  expectedVersion,
});

/** What an extension's settle did: settled, found nothing to settle, or found the right moved. */
export type ExtensionSettle =
  | { status: 'settled' }
  | { status: 'not-settleable' }
  | { status: 'moved' };

/** A transient session's settle: the statement that makes (or extends) its assigned right. */
export function createSessionSettleRepository(db: Database) {
  // The reminder's steps (a settings lookup and an upsert) only when there is a reminder to
  // schedule (a phone) or to move (one on the right): a payment with none, the most common,
  // settles in a batch with the others that arrive meanwhile (decision 104).
  const settleWithReminder = db._.session.prepareQuery(
    dialect.sqlToQuery(settleSql),
    undefined,
    'payment_settle_reminder',
    false,
  );
  const settleFirstBatch = createSettleFirstBatch(db);
  const settleExtensionBatch = createSettleExtensionBatch(db);

  return {
    /** Creates the right of an unsettled first payment; true when this call settled it. */
    async settle(right: NewAssignedRight): Promise<boolean> {
      const parameters = parametersOf(right, 0);
      if (!parameters.reminderPhone) return settleFirstBatch(right);
      const result = await settleWithReminder.execute(parameters);
      return Number(rowsOf<{ settled: number }>(result)[0]?.settled ?? 0) === 1;
    },

    /**
     * An extension of `right.assignedRightId` computed from the right as it was at
     * `expectedVersion`, settled only while the right is still at that version: 'moved' when
     * another extension of the right settled since (decision 098).
     */
    async settleExtension(
      right: NewAssignedRight,
      expectedVersion: number,
    ): Promise<ExtensionSettle> {
      const parameters = parametersOf(right, expectedVersion);
      // With no phone and no reminder on the right, nothing to schedule or move: batched.
      if (!parameters.reminderPhone) {
        const outcome = await settleExtensionBatch({ right, expectedVersion });
        if (outcome !== 'has-reminder') return { status: outcome };
      }
      const [row] = rowsOf<{ settled: number; settleable: number }>(
        await settleWithReminder.execute(parameters),
      );
      if (Number(row?.settled) === 1) return { status: 'settled' };
      return Number(row?.settleable) === 1 ? { status: 'moved' } : { status: 'not-settleable' };
    },
  };
}
