import { type SQL, sql } from 'drizzle-orm';
import type { RightPayment } from '../payment/index.js';

/**
 * The booking's right: its payment, as every paid right records it, with the ticket's address
 * and the id of the ticket's e-mail delivery (its job is sent after the commit: decision 099).
 */
export type NewBooking = RightPayment & {
  assignedRightId: string;
  email: string;
  ticketDeliveryId: string;
};

/**
 * The pending payment to settle, locked, with its quote's window and whether that quote was
 * booked already: one statement, run after the place's lock (decision 096).
 */
export function settleTargetSql(pendingPaymentId: string) {
  return sql`
    select pp.expires_at as "expiresAt", q.start_at as "start", q.end_at as "end",
      q.id as "quoteId",
      exists (select 1 from booking b where b.quote_id = q.id) as "quoteBooked"
    from pending_payment pp
    join pending_quote q on q.id = pp.quote_id
    where pp.id = ${pendingPaymentId}::uuid
      and pp.status not in ('SUCCEEDED', 'REFUNDING', 'REFUNDED')
    for update of pp`;
}

/**
 * Every row of a booked right, as common table expressions after `ok` (the held window and
 * quote: start_at, end_at, quote_id; no row, nothing written): the assigned right (kind
 * BOOKING), its plate credential, its BASE payment over the held window with its lines, the
 * CONFIRMED booking, its ticket's e-mail delivery (PENDING, in the payer's language, es-ES by
 * default as every receipt), and the pending payment SUCCEEDED (`done`). Foreign keys are
 * checked at the end of the statement, when every row is there.
 */
function bookRightCtes(input: NewBooking, ok: SQL): SQL {
  const at = sql`${input.collectedAt.toISOString()}::timestamptz`;
  const right = sql`${input.assignedRightId}::uuid`;
  const paymentId = sql`${input.paymentId}::uuid`;
  return sql`ok as (${ok}), right_row as (
      insert into assigned_right (id, place_id, customer_id, kind, locale, created_at)
      select ${right}, ${input.placeId}::uuid, ${input.customerId}::uuid, 'BOOKING',
        ${input.locale}::text, ${at} from ok
    ), plate as (
      insert into credential (assigned_right_id, type, local_identifier)
      select ${right}, 'LICENSE_PLATE', ${input.plate}::text from ok
    ), base as (
      insert into payment (id, assigned_right_id, type, start_period_covered, end_period_covered,
        transaction_id, date_collected, rate_line_id, currency_code, card_brand,
        last_four_digits, provider)
      select ${paymentId}, ${right}, 'BASE', ok.start_at, ok.end_at,
        ${input.transactionId ?? null}::text, ${at}, ${input.rateLineId ?? null}::uuid,
        ${input.currencyCode}::text, ${input.cardBrand ?? null}::text,
        ${input.lastFourDigits ?? null}::text, ${input.provider}::payment_provider from ok
    ), lines as (
      insert into payment_line (payment_id, type, amount_minor)
      select ${paymentId}, line.type::payment_line_type, line.amount
      from ok, (values ('BASE', ${input.amountMinor}::int),
        ('SURCHARGE', ${input.serviceFeeMinor}::int)) as line(type, amount)
      where line.type = 'BASE' or line.amount > 0
    ), booked as (
      insert into booking (assigned_right_id, place_id, quote_id, start_at, end_at, email,
        status, created_at)
      select ${right}, ${input.placeId}::uuid, ok.quote_id, ok.start_at, ok.end_at,
        ${input.email}::text, 'CONFIRMED', ${at} from ok
    ), ticket as (
      insert into receipt_delivery (id, assigned_right_id, email, locale, created_at)
      select ${input.ticketDeliveryId}::uuid, ${right}, ${input.email}::text,
        ${input.locale ?? 'es-ES'}::text, ${at} from ok
    ), done as (
      update pending_payment set status = 'SUCCEEDED', assigned_right_id = ${right},
        payment_id = ${paymentId}, license_plate = ${input.plate}::text,
        email = ${input.email}::text, failure_reason = null, updated_at = ${at}
      where id = ${input.pendingPaymentId}::uuid and exists (select 1 from ok)
      returning 1
    )`;
}

/** Every row of a booked right in one statement, for the window read under the lock. */
export function bookRightSql(
  input: NewBooking,
  window: { start: Date; end: Date; quoteId: string },
): SQL {
  const ok = sql`select ${window.start.toISOString()}::timestamptz as start_at,
    ${window.end.toISOString()}::timestamptz as end_at, ${window.quoteId}::uuid as quote_id`;
  return sql`with ${bookRightCtes(input, ok)} select count(*) from done`;
}

/**
 * The settle of a hold still live when the place's lock is granted, as one statement for the
 * place's lock queue: the pending row locked (settleTargetSql's), then every row of the booked
 * right when its quote is not booked and it is live at that instant, on the application's
 * clock: `calledAt` (read when the call is sent, after any wait in the queue) plus the time the
 * call has taken so far on the database's clock (clock_timestamp() - statement_timestamp(), a
 * duration, so the two clocks need not agree; it counts the lock's wait and the statements run
 * before this one in its batch). Answers whether it booked; otherwise nothing is written.
 */
export function settleLiveHoldSql(input: NewBooking, calledAt: Date): SQL {
  const after = sql`greatest(${input.collectedAt.toISOString()}::timestamptz,
    ${calledAt.toISOString()}::timestamptz + (clock_timestamp() - statement_timestamp()))`;
  const ok = sql`select start_at, end_at, quote_id from target
    where not quote_booked and expires_at > ${after}`;
  return sql`with target as (
      select pp.expires_at, q.start_at, q.end_at, q.id as quote_id,
        exists (select 1 from booking b where b.quote_id = q.id) as quote_booked
      from pending_payment pp
      join pending_quote q on q.id = pp.quote_id
      where pp.id = ${input.pendingPaymentId}::uuid
        and pp.status not in ('SUCCEEDED', 'REFUNDING', 'REFUNDED')
      for update of pp
    ), ${bookRightCtes(input, ok)}
    select jsonb_build_object('settled', exists (select 1 from done),
      'start', (select start_at from ok), 'end', (select end_at from ok))`;
}
