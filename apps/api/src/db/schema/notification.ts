import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { assignedRight } from './assigned-right.js';
import { createdAt, instant } from './columns.js';

// Receipts and reminders (docs/decisions/040-jobs-receipts-reminders.md). The pg-boss jobs
// that carry them live in the `pgboss` schema of the same database; these tables are what the
// jobs act on, so a job delivered twice finds the work already done.

export const OUTBOX_CHANNELS = ['EMAIL', 'SMS'] as const;
export const outboxChannelEnum = pgEnum('outbox_channel', OUTBOX_CHANNELS);

/**
 * Messages kept instead of sent: the transports of the embedded default (no SMTP_URL, no SMS
 * provider). /dev/mailbox lists and renders them.
 */
export const outboxMessage = pgTable(
  'outbox_message',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: outboxChannelEnum('channel').notNull(),
    sender: text('sender').notNull(),
    recipient: text('recipient').notNull(),
    /** E-mail only. */
    subject: text('subject'),
    text: text('text').notNull(),
    /** E-mail only. */
    html: text('html'),
    /**
     * E-mail only: files sent with it (a booking's .ics, an invoice's PDF in base64), as the
     * message carried them.
     */
    attachments:
      jsonb('attachments').$type<
        { filename: string; contentType: string; content: string; encoding?: 'base64' }[]
      >(),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_message_created_idx').on(t.createdAt)],
);

export const RECEIPT_DELIVERY_STATUSES = ['PENDING', 'SENT', 'FAILED'] as const;
export const receiptDeliveryStatusEnum = pgEnum(
  'receipt_delivery_status',
  RECEIPT_DELIVERY_STATUSES,
);

/**
 * One request to e-mail a ticket. PENDING until the job delivers it (SENT) or gives up after
 * its last retry (FAILED); the endpoint reads it to answer 'sent' or 'queued' truthfully.
 */
export const receiptDelivery = pgTable(
  'receipt_delivery',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    assignedRightId: uuid('assigned_right_id')
      .notNull()
      .references(() => assignedRight.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    locale: text('locale').notNull(),
    /** The payer key's hash the request carried: its card digits only with it (decision 068). */
    payerKeyHash: text('payer_key_hash'),
    status: receiptDeliveryStatusEnum('status').notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** The transport's id of the sent message (SMTP Message-ID or outbox row id). */
    messageId: text('message_id'),
    createdAt: createdAt(),
    sentAt: instant('sent_at'),
  },
  (t) => [index('receipt_delivery_right_idx').on(t.assignedRightId, t.email, t.status)],
);

export const REMINDER_STATUSES = ['SCHEDULED', 'QUEUED', 'SENT', 'SKIPPED'] as const;
export const reminderStatusEnum = pgEnum('reminder_status', REMINDER_STATUSES);

/**
 * The SMS reminder of one assigned right: due `lead` minutes before the end it was scheduled
 * for. An extension moves dueAt and coversUntil in the payment's transaction; the job sends
 * only while both still match the right, so a moved or expired session sends nothing.
 */
export const expiryReminder = pgTable(
  'expiry_reminder',
  {
    assignedRightId: uuid('assigned_right_id')
      .primaryKey()
      .references(() => assignedRight.id, { onDelete: 'cascade' }),
    phoneNumber: text('phone_number').notNull(),
    locale: text('locale').notNull(),
    dueAt: instant('due_at').notNull(),
    /** The covered end this reminder warns about. */
    coversUntil: instant('covers_until').notNull(),
    status: reminderStatusEnum('status').notNull().default('SCHEDULED'),
    sentAt: instant('sent_at'),
    /** Why nothing was sent (SKIPPED): expired, replaced, moved. */
    skipReason: text('skip_reason'),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('expiry_reminder_due_idx').on(t.status, t.dueAt),
    check('expiry_reminder_due_before_end', sql`${t.dueAt} <= ${t.coversUntil}`),
  ],
);
