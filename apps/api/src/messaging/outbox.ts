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
  return {
    kind: 'outbox',
    send: (message) => sendWithin(db, message),
    sendWithin,
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
