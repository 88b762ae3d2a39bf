import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { Mailer, SmsSender } from './message.js';
import { createOutboxMailer, createOutboxSmsSender } from './outbox.js';
import { createSmtpMailer } from './smtp-mailer.js';

export type Messaging = { mailer: Mailer; sms: SmsSender };

/** The transports the configuration asks for; the outbox stands in for each one not set. */
export function createMessaging(config: Config, db: Database): Messaging {
  const mailer = config.mail.smtpUrl
    ? createSmtpMailer({
        url: config.mail.smtpUrl,
        from: config.mail.from,
        timeoutMs: config.mail.smtpTimeoutMs,
      })
    : createOutboxMailer(db, config.mail.from);
  const sms = createOutboxSmsSender(db, config.twilio?.from ?? 'Parking');
  return { mailer, sms };
}
