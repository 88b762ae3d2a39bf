import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns.js';
import { customerIdColumn } from './customer.js';
import {
  assignedRightKindEnum,
  credentialTypeEnum,
  paymentLineTypeEnum,
  paymentProviderEnum,
  paymentTypeEnum,
  permitStatusEnum,
} from './enums.js';
import { placeIdColumn } from './place.js';
import { rateLine } from './rate.js';

/**
 * The right to park at a place: a transient session, a permit or a booking. Its validity is
 * the union of the periods its BASE payments cover (spec section 4, 'Session state').
 */
export const assignedRight = pgTable(
  'assigned_right',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    placeId: placeIdColumn(),
    customerId: customerIdColumn(),
    kind: assignedRightKindEnum('kind').notNull(),
    phoneNumber: text('phone_number'),
    notifyBeforeExpiry: boolean('notify_before_expiry').notNull().default(false),
    locale: text('locale').notNull().default('en-US'),
    /**
     * Bumped by every extension's settle, which reads it with the right's end and settles only
     * if it is unchanged: two extensions paid at once are added one after the other
     * (decision 098).
     */
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('assigned_right_place_idx').on(t.placeId, t.kind)],
);

/** How a right is recognised. Plates are stored normalised: uppercase, only A-Z and 0-9. */
export const credential = pgTable(
  'credential',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    assignedRightId: uuid('assigned_right_id')
      .notNull()
      .references(() => assignedRight.id, { onDelete: 'cascade' }),
    type: credentialTypeEnum('type').notNull(),
    localIdentifier: text('local_identifier').notNull(),
  },
  (t) => [
    index('credential_local_identifier_idx').on(t.localIdentifier),
    index('credential_assigned_right_idx').on(t.assignedRightId),
    check('credential_normalised', sql`${t.localIdentifier} ~ '^[A-Z0-9]+$'`),
  ],
);

/** Money collected (BASE) or returned (REFUND) for the period an assigned right covers. */
export const payment = pgTable(
  'payment',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    assignedRightId: uuid('assigned_right_id')
      .notNull()
      .references(() => assignedRight.id, { onDelete: 'cascade' }),
    type: paymentTypeEnum('type').notNull(),
    startPeriodCovered: instant('start_period_covered').notNull(),
    endPeriodCovered: instant('end_period_covered').notNull(),
    transactionId: text('transaction_id'),
    dateCollected: instant('date_collected').notNull(),
    rateLineId: uuid('rate_line_id').references(() => rateLine.id),
    currencyCode: text('currency_code').notNull(),
    cardBrand: text('card_brand'),
    lastFourDigits: text('last_four_digits'),
    provider: paymentProviderEnum('provider').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_assigned_right_idx').on(t.assignedRightId, t.type, t.endPeriodCovered),
    index('payment_transaction_idx').on(t.transactionId),
    // A cancelled booking is refunded once, however often cancel is pressed (decision 051).
    uniqueIndex('payment_one_refund_key').on(t.assignedRightId).where(sql`${t.type} = 'REFUND'`),
    check('payment_period', sql`${t.endPeriodCovered} >= ${t.startPeriodCovered}`),
    check('payment_currency_code', sql`${t.currencyCode} ~ '^[A-Z]{3}$'`),
    check(
      'payment_last_four',
      sql`${t.lastFourDigits} is null or ${t.lastFourDigits} ~ '^[0-9]{4}$'`,
    ),
  ],
);

/** The parts of a payment. Totals: BASE + SURCHARGE - VALIDATION lines with a null code. */
export const paymentLine = pgTable(
  'payment_line',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payment.id, { onDelete: 'cascade' }),
    type: paymentLineTypeEnum('type').notNull(),
    code: text('code'),
    amountMinor: integer('amount_minor').notNull(),
  },
  (t) => [index('payment_line_payment_idx').on(t.paymentId)],
);

/**
 * The permit side of an assigned right of kind PERMIT: what it renews at and who holds it. Its
 * ACTIVE / COMPLETED / EXPIRED status follows from its payments and the clock
 * (docs/decisions/052); `status` keeps the status the last renewal or seed left, for reports.
 */
export const permit = pgTable('permit', {
  assignedRightId: uuid('assigned_right_id')
    .primaryKey()
    .references(() => assignedRight.id, { onDelete: 'cascade' }),
  rateLineId: uuid('rate_line_id')
    .notNull()
    .references(() => rateLine.id),
  status: permitStatusEnum('status').notNull(),
  /** The permit holder's name (spec: assignedRight.customer[].name). */
  holderName: text('holder_name'),
});
