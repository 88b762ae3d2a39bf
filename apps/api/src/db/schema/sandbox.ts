import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns.js';

/**
 * State of the built-in sandbox card processor, which plays an external service: our payment
 * tables never reference these rows, only the ids the processor hands out. Card numbers are not
 * stored: brand, last four and expiry only.
 */
export const sandboxPaymentMethod = pgTable('sandbox_payment_method', {
  id: text('id').primaryKey(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expMonth: integer('exp_month').notNull(),
  expYear: integer('exp_year').notNull(),
  /** What the test card does when charged: succeed, decline, confirm later. */
  behaviour: text('behaviour').notNull(),
  /** The sandbox customer it was saved to (Stripe's attach), if any: decision 086. */
  customerId: text('customer_id'),
  createdAt: createdAt(),
});

/** A sandbox customer: nothing but an id that payment methods are saved to (decision 086). */
export const sandboxCustomer = pgTable('sandbox_customer', {
  id: text('id').primaryKey(),
  createdAt: createdAt(),
});

export const sandboxPaymentIntent = pgTable(
  'sandbox_payment_intent',
  {
    id: text('id').primaryKey(),
    clientSecret: text('client_secret').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currencyCode: text('currency_code').notNull(),
    status: text('status').notNull(),
    paymentMethodId: text('payment_method_id'),
    /** Set with setup_future_usage: the method it is confirmed with is saved to this customer. */
    customerId: text('customer_id'),
    /** Stripe's setup_future_usage ('on_session'), null when the card is not to be kept. */
    setupFutureUsage: text('setup_future_usage'),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    idempotencyKey: text('idempotency_key').notNull(),
    /** How many times money was taken: the concurrency tests assert it stays at most 1. */
    chargeCount: integer('charge_count').notNull().default(0),
    lastError: text('last_error'),
    /** Money returned: a refund of the charge, or a released authorisation. */
    refundId: text('refund_id'),
    amountRefundedMinor: integer('amount_refunded_minor').notNull().default(0),
    refundIdempotencyKey: text('refund_idempotency_key'),
    /** Slow confirmations: when the processor will confirm and send its webhook. */
    confirmAt: instant('confirm_at'),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sandbox_payment_intent_idempotency_key').on(t.idempotencyKey),
    // The scheduler asks every second for what is due: only the few rows with work waiting.
    index('sandbox_payment_intent_due_idx').on(t.confirmAt).where(sql`${t.confirmAt} is not null`),
    check('sandbox_payment_intent_charged_once', sql`${t.chargeCount} between 0 and 1`),
    check(
      'sandbox_payment_intent_refund_within_amount',
      sql`${t.amountRefundedMinor} between 0 and ${t.amountMinor}`,
    ),
  ],
);

/**
 * The sandbox's own secrets, made once and shared by every instance on this database: the key
 * that signs its webhooks must outlive a restart (a slow confirmation due after it is signed by
 * the next process) and be the same on every instance behind one PUBLIC_URL.
 */
export const sandboxSecret = pgTable('sandbox_secret', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
