import type { SQL } from 'drizzle-orm';
import type { Database } from '../db/client.js';

/** An e-mail ready to send: rendered, addressed, in the recipient's language. */
export type EmailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Files sent with it, such as a booking's calendar event (nodemailer's own shape). */
  attachments?: EmailAttachment[];
};

/**
 * A file attached to an e-mail (nodemailer's own shape): `content` is the file itself, or its
 * bytes in base64 when `encoding` says so (a binary file such as an invoice's PDF).
 */
export type EmailAttachment = {
  filename: string;
  contentType: string;
  content: string;
  encoding?: 'base64';
};

/** A text message to one phone number in E.164 form (+34600111222). */
export type SmsMessage = {
  to: string;
  text: string;
};

/** What a transport reports for a message it accepted. */
export type SentMessage = {
  /** The transport's id: SMTP Message-ID, Twilio SID or outbox row id. */
  messageId: string;
};

/** Sends e-mail: SMTP when SMTP_URL is set, the outbox otherwise. Throws when not accepted. */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: EmailMessage): Promise<SentMessage>;
  /**
   * Outbox only: writes the message with the caller's transaction, so that it commits or rolls
   * back with the caller's own rows (a receipt marked sent exactly when its message exists).
   */
  sendWithin?(db: Database, message: EmailMessage): Promise<SentMessage>;
  /**
   * Outbox only: writes the message if `allow` (an UPDATE ... RETURNING of the caller's row,
   * given the message's id) returns a row, in the same statement: both or neither. Null when it
   * returned none.
   */
  sendIf?(
    db: Database,
    message: EmailMessage,
    allow: (messageId: string) => SQL,
  ): Promise<SentMessage | null>;
  close(): Promise<void>;
}

/** Sends SMS: Twilio when configured, the outbox otherwise. Throws when not accepted. */
export interface SmsSender {
  readonly kind: 'twilio' | 'outbox';
  send(message: SmsMessage): Promise<SentMessage>;
  /** Outbox only: writes the message with the caller's transaction (a reminder SENT exactly once). */
  sendWithin?(db: Database, message: SmsMessage): Promise<SentMessage>;
}
