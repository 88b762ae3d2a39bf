import type { PaymentAccount } from '@parking/domain/operator-file';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { assignedRight, payment } from './assigned-right.js';
import { pendingQuote } from './booking.js';
import { createdAt, instant } from './columns.js';
import {
  paymentGatewayEnum,
  paymentProviderEnum,
  pendingPaymentKindEnum,
  pendingPaymentStatusEnum,
} from './enums.js';
import { placeIdColumn } from './place.js';
import { rate, rateLine } from './rate.js';
import { stay } from './stay.js';

/**
 * A payment the server has priced from a rate line and holds for 4 minutes: the unit of
 * idempotency. Processing locks this row; its unique assigned_right_id is the last guard against
 * a second session for one payment (docs/decisions/030-payments-architecture.md).
 */
export const pendingPayment = pgTable(
  'pending_payment',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    placeId: placeIdColumn(),
    /** Null only for STAY payments, priced from the gated tariff instead of a rate line. */
    rateId: uuid('rate_id').references(() => rate.id),
    rateLineId: uuid('rate_line_id').references(() => rateLine.id),
    kind: pendingPaymentKindEnum('kind').notNull().default('INITIAL'),
    /** The right an EXTENSION (or permit renewal) adds time to. */
    extendsAssignedRightId: uuid('extends_assigned_right_id').references(() => assignedRight.id),
    /**
     * EXTENSION: the right's end and version as its generate read them; the settle computes from
     * them, and reads the right again only if another extension moved it since (decision 101).
     */
    extendsRightEnd: instant('extends_right_end'),
    extendsRightVersion: integer('extends_right_version'),
    provider: paymentProviderEnum('provider').notNull(),
    /** Null for free parking: no processor involved. */
    gateway: paymentGatewayEnum('gateway'),
    /**
     * The place's own processor account the intent was made with (its variables' names; null:
     * the server's), so a refund or a late read reaches it even after the place changed account.
     */
    paymentAccount: jsonb('payment_account').$type<PaymentAccount>(),
    amountMinor: integer('amount_minor').notNull(),
    serviceFeeMinor: integer('service_fee_minor').notNull(),
    currencyCode: text('currency_code').notNull(),
    /** The processor's intent id (spec: externalId / paymentIntentId). */
    externalId: text('external_id'),
    status: pendingPaymentStatusEnum('status').notNull().default('PENDING'),
    expiresAt: instant('expires_at').notNull(),
    licensePlate: text('license_plate'),
    phoneNumber: text('phone_number'),
    /** BOOKING: the quote it pays; while live, the payment holds a space (decision 051). */
    quoteId: uuid('quote_id').references((): AnyPgColumn => pendingQuote.id),
    /** BOOKING: where the ticket goes, given with the plate (process-payment-booking). */
    email: text('email'),
    /**
     * BOOKING: a keyed hash of the client's address (never the address), to count its live holds
     * at a place (decision 070).
     */
    clientKey: text('client_key'),
    /** PERMIT: the cycle this renewal pays; one live renewal per period (decision 052). */
    periodStart: instant('period_start'),
    periodEnd: instant('period_end'),
    /** STAY: the gated stay it pays, priced at `periodEnd` (the instant the amount covers). */
    stayId: uuid('stay_id').references((): AnyPgColumn => stay.id),
    locale: text('locale'),
    /**
     * The SHA-256 of the payer key given to the device that started this payment: with it that
     * device, and no one who only typed the plate, sees the card (decision 068).
     */
    payerKeyHash: text('payer_key_hash'),
    assignedRightId: uuid('assigned_right_id').references(() => assignedRight.id),
    paymentId: uuid('payment_id').references(() => payment.id),
    failureReason: text('failure_reason'),
    /** The processor's refund (or voided intent) id once money taken for it was returned. */
    refundId: text('refund_id'),
    refundedAt: instant('refunded_at'),
    /** The reconciler's lease: when an instance last took this row to check it. */
    checkedAt: instant('checked_at'),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pending_payment_external_id_key').on(t.externalId),
    uniqueIndex('pending_payment_payment_key').on(t.paymentId),
    index('pending_payment_assigned_right_idx').on(t.assignedRightId),
    index('pending_payment_place_idx').on(t.placeId, t.createdAt),
    index('pending_payment_quote_idx').on(t.quoteId),
    index('pending_payment_stay_idx').on(t.stayId),
    check(
      'pending_payment_priced',
      sql`(${t.rateLineId} is not null and ${t.rateId} is not null) or ${t.stayId} is not null`,
    ),
    // A reservation's live holds (decisions 051 and 098): BOOKING payments of the place, counted
    // under the place's lock at every sale. Not the settled nor the expired: a settled one
    // leaves the index, so a count reads the holds of the last minutes, not every booking paid
    // in them. A query uses it when it says the same (LIVE_HOLD_INDEXED in queries/); the few
    // refunded are filtered on the rows found. Original statuses only: a migration may not use
    // an enum value it adds, and all pending migrations run in one transaction.
    index('pending_payment_booking_hold_idx')
      .on(t.placeId, t.expiresAt)
      .where(sql`${t.kind} = 'BOOKING' and ${t.status} not in ('SUCCEEDED', 'EXPIRED')`),
    index('pending_payment_renewal_idx')
      .on(t.extendsAssignedRightId, t.periodStart)
      .where(sql`${t.kind} = 'PERMIT'`),
    // The reconciler looks for card payments left unfinished: only those rows (and the few
    // REFUNDED) are indexed. Not the new statuses by name: a migration may not use an enum value
    // it adds, and all pending migrations run in one transaction.
    index('pending_payment_unfinished_idx')
      .on(t.expiresAt)
      .where(sql`${t.gateway} is not null and ${t.status} not in ('SUCCEEDED', 'EXPIRED')`),
    check('pending_payment_amounts', sql`${t.amountMinor} >= 0 and ${t.serviceFeeMinor} >= 0`),
  ],
);

/** Processor callbacks already handled: a redelivered event changes nothing. */
export const webhookEvent = pgTable(
  'webhook_event',
  {
    gateway: paymentGatewayEnum('gateway').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.gateway, t.eventId] })],
);
