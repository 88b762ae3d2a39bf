import { randomUUID } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { outboxMessage } from '../db/schema/index.js';
import type { EmailMessage, Mailer, SentMessage, SmsMessage, SmsSender } from './message.js';

/** Where mail and SMS go without SMTP_URL or an SMS provider; /dev/mailbox shows them. */
export function createOutboxMailer(db: Database, from: string): Mailer {
  const sendWithin = async (executor: Database, message: EmailMessage): Promise<SentMessage> => {
    const [row] = await executor
      .insert(outboxMessage)
      .values({ channel: 'EMAIL', sender: from, recipient: message.to, ...message })
      .returning({ id: outboxMessage.id });
    return { messageId: row?.id ?? '' };
  };
  const sendIf = async (
    executor: Database,
    message: EmailMessage,
    allow: (messageId: string) => SQL,
  ): Promise<SentMessage | null> => {
    const id = randomUUID();
    const attachments = message.attachments ? JSON.stringify(message.attachments) : null;
    const result = await executor.execute(sql`with allowed as (${allow(id)})
      insert into ${outboxMessage} (id, channel, sender, recipient, subject, text, html, attachments)
      select ${id}::uuid, 'EMAIL', ${from}::text, ${message.to}::text, ${message.subject}::text,
        ${message.text}::text, ${message.html}::text, ${attachments}::jsonb
      from allowed limit 1
      returning id`);
    return (result as unknown as { rows: unknown[] }).rows.length > 0 ? { messageId: id } : null;
  };
  return {
    kind: 'outbox',
    send: (message) => sendWithin(db, message),
    sendWithin,
    sendIf,
    close: async () => {},
  };
}

export function createOutboxSmsSender(db: Database, from: string): SmsSender {
  const sendWithin = async (executor: Database, message: SmsMessage): Promise<SentMessage> => {
    const [row] = await executor
      .insert(outboxMessage)
      .values({ channel: 'SMS', sender: from, recipient: message.to, text: message.text })
      .returning({ id: outboxMessage.id });
    return { messageId: row?.id ?? '' };
  };
  return { kind: 'outbox', send: (message) => sendWithin(db, message), sendWithin };
}
