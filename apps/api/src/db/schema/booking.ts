import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { assignedRight } from './assigned-right.js';
import { createdAt, instant } from './columns.js';
import { bookingStatusEnum } from './enums.js';
import { placeIdColumn } from './place.js';
import { rateLine } from './rate.js';

/**
 * A reservation price the server computed for a window (POST /quote/compute/booking). The
 * covered window may be longer than the one asked when that is the cheapest way to cover it.
 * Nothing is held by a quote; a booking's pending payment holds the space (decision 051).
 */
export const pendingQuote = pgTable(
  'pending_quote',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    placeId: placeIdColumn({ onDelete: 'cascade' }),
    requestedStart: instant('requested_start').notNull(),
    requestedEnd: instant('requested_end').notNull(),
    /** The window paid for and held: starts at the requested start, may end later. */
    startAt: instant('start_at').notNull(),
    endAt: instant('end_at').notNull(),
    /** The main line of the price (the payment's rate_line_id); `lines` has every part. */
    rateLineId: uuid('rate_line_id')
      .notNull()
      .references(() => rateLine.id),
    lines: jsonb('lines').$type<{ rateLineId: string; count: number }[]>().notNull(),
    amountMinor: integer('amount_minor').notNull(),
    serviceFeeMinor: integer('service_fee_minor').notNull(),
    currencyCode: text('currency_code').notNull(),
    expiresAt: instant('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('pending_quote_place_idx').on(t.placeId, t.createdAt),
    check('pending_quote_window', sql`${t.endAt} > ${t.startAt}`),
    check(
      'pending_quote_covers_request',
      sql`${t.startAt} = ${t.requestedStart} and ${t.endAt} >= ${t.requestedEnd}`,
    ),
    check('pending_quote_amounts', sql`${t.amountMinor} >= 0 and ${t.serviceFeeMinor} >= 0`),
    check('pending_quote_currency_code', sql`${t.currencyCode} ~ '^[A-Z]{3}$'`),
  ],
);

/**
 * The reservation side of an assigned right of kind BOOKING: the window it holds a space for
 * and where its ticket goes. A CONFIRMED booking counts against the place's spaces_total for
 * its window; cancelling frees it at once and refunds the BASE payment (decision 051).
 */
export const booking = pgTable(
  'booking',
  {
    assignedRightId: uuid('assigned_right_id')
      .primaryKey()
      .references(() => assignedRight.id, { onDelete: 'cascade' }),
    placeId: placeIdColumn(),
    quoteId: uuid('quote_id').references(() => pendingQuote.id),
    startAt: instant('start_at').notNull(),
    endAt: instant('end_at').notNull(),
    email: text('email').notNull(),
    status: bookingStatusEnum('status').notNull().default('CONFIRMED'),
    cancelledAt: instant('cancelled_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('booking_overlap_idx')
      .on(t.placeId, t.startAt, t.endAt)
      .where(sql`${t.status} = 'CONFIRMED'`),
    // A quote is booked once (decision 070): generate and settle look for its booking.
    index('booking_quote_idx').on(t.quoteId),
    check('booking_window', sql`${t.endAt} > ${t.startAt}`),
  ],
);
