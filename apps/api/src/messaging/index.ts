import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { Mailer, SmsSender } from './message.js';
import { createOutboxMailer, createOutboxSmsSender } from './outbox.js';
import { createSmtpMailer } from './smtp-mailer.js';
import { createTwilioSmsSender } from './twilio-sms-sender.js';

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
  const sms = config.twilio
    ? createTwilioSmsSender(config.twilio)
    : createOutboxSmsSender(db, 'Parking');
  return { mailer, sms };
}
