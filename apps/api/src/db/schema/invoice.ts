import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns.js';
import { customerIdColumn } from './customer.js';
import { stayPayment } from './stay.js';

// Invoices of paid stays (docs/decisions/060-invoices-and-demo-stays.md).

/**
 * The last invoice number an operator used in a year. Taken with an upsert that locks the row
 * in the transaction that inserts the invoice: a rollback gives the number back, so the series
 * has no gap (a PostgreSQL SEQUENCE would skip it), and two issuers wait for each other.
 */
export const invoiceCounter = pgTable(
  'invoice_counter',
  {
    customerId: customerIdColumn(),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.year] }),
    check('invoice_counter_values', sql`${t.lastNumber} >= 0 and ${t.year} between 2000 and 9999`),
  ],
);

export const INVOICE_EMAIL_STATUSES = ['PENDING', 'SENT', 'FAILED'] as const;

/**
 * One invoice per paid order (stay_payment). What it says is copied in when issued (buyer,
 * seller, line, amount): an invoice never changes after, whatever happens to the place or the
 * operator's name. The PDF is drawn from these columns on each download, the same every time.
 */
export const invoice = pgTable(
  'invoice',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: customerIdColumn(),
    stayPaymentId: uuid('stay_payment_id')
      .notNull()
      .references(() => stayPayment.id),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    /** '<series>-<year>-<6 digits>', e.g. 'INV-2026-000001'. */
    number: text('number').notNull(),
    issuedAt: instant('issued_at').notNull(),
    locale: text('locale').notNull(),
    // The buyer, as given.
    name: text('name').notNull(),
    taxId: text('tax_id').notNull(),
    address: text('address').notNull(),
    email: text('email').notNull(),
    // The seller and the line, as they were when issued.
    sellerName: text('seller_name').notNull(),
    brandName: text('brand_name').notNull(),
    placeName: text('place_name').notNull(),
    placeAddress: text('place_address'),
    timezone: text('timezone').notNull(),
    plate: text('plate'),
    periodStart: instant('period_start').notNull(),
    periodEnd: instant('period_end').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currencyCode: text('currency_code').notNull(),
    paidAt: instant('paid_at').notNull(),
    cardBrand: text('card_brand'),
    lastFourDigits: text('last_four_digits'),
    // Its e-mail with the PDF: the invoice-email job's state (like receipt_delivery).
    emailStatus: text('email_status', { enum: INVOICE_EMAIL_STATUSES })
      .notNull()
      .default('PENDING'),
    emailAttempts: integer('email_attempts').notNull().default(0),
    emailLastError: text('email_last_error'),
    emailMessageId: text('email_message_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invoice_stay_payment_key').on(t.stayPaymentId),
    uniqueIndex('invoice_number_key').on(t.customerId, t.year, t.sequence),
    check('invoice_sequence', sql`${t.sequence} >= 1`),
    check('invoice_amount', sql`${t.amountMinor} >= 0`),
    check('invoice_currency_code', sql`${t.currencyCode} ~ '^[A-Z]{3}$'`),
    check('invoice_email_status', sql`${t.emailStatus} in ('PENDING', 'SENT', 'FAILED')`),
  ],
);
