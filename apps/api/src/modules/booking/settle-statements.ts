import { sql } from 'drizzle-orm';
import type { RightPayment } from '../payment/index.js';

/** The booking's right: its payment, as every paid right records it, with the ticket's address. */
export type NewBooking = RightPayment & { assignedRightId: string; email: string };

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
 * Every row of a booked right in one statement (one round trip under the place's lock): the
 * assigned right (kind BOOKING), its plate credential, its BASE payment over the held window
 * with its lines, the CONFIRMED booking, and the pending payment SUCCEEDED. Foreign keys are
 * checked at the end of the statement, when every row is there.
 */
export function bookRightSql(
  input: NewBooking,
  window: { start: Date; end: Date; quoteId: string },
) {
  const at = sql`${input.collectedAt.toISOString()}::timestamptz`;
  const right = sql`${input.assignedRightId}::uuid`;
  const paymentId = sql`${input.paymentId}::uuid`;
  const start = sql`${window.start.toISOString()}::timestamptz`;
  const end = sql`${window.end.toISOString()}::timestamptz`;
  return sql`
    with right_row as (
      insert into assigned_right (id, place_id, customer_id, kind, locale, created_at)
      values (${right}, ${input.placeId}::uuid, ${input.customerId}::uuid, 'BOOKING',
        ${input.locale}, ${at})
    ), plate as (
      insert into credential (assigned_right_id, type, local_identifier)
      values (${right}, 'LICENSE_PLATE', ${input.plate})
    ), base as (
      insert into payment (id, assigned_right_id, type, start_period_covered, end_period_covered,
        transaction_id, date_collected, rate_line_id, currency_code, card_brand,
        last_four_digits, provider)
      values (${paymentId}, ${right}, 'BASE', ${start}, ${end}, ${input.transactionId ?? null}, ${at},
        ${input.rateLineId ?? null}::uuid, ${input.currencyCode}, ${input.cardBrand ?? null},
        ${input.lastFourDigits ?? null}, ${input.provider}::payment_provider)
    ), lines as (
      insert into payment_line (payment_id, type, amount_minor)
      select ${paymentId}, line.type::payment_line_type, line.amount
      from (values ('BASE', ${input.amountMinor}::int),
        ('SURCHARGE', ${input.serviceFeeMinor}::int)) as line(type, amount)
      where line.type = 'BASE' or line.amount > 0
    ), booked as (
      insert into booking (assigned_right_id, place_id, quote_id, start_at, end_at, email,
        status, created_at)
      values (${right}, ${input.placeId}::uuid, ${window.quoteId}::uuid, ${start}, ${end},
        ${input.email}, 'CONFIRMED', ${at})
    )
    update pending_payment set status = 'SUCCEEDED', assigned_right_id = ${right},
      payment_id = ${paymentId}, license_plate = ${input.plate}, email = ${input.email},
      failure_reason = null, updated_at = ${at}
    where id = ${input.pendingPaymentId}::uuid`;
}
