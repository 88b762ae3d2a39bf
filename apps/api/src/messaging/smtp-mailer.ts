import nodemailer from 'nodemailer';
import type { EmailMessage, Mailer, SentMessage } from './message.js';

export type SmtpMailerOptions = {
  /** smtp://user:pass@host:port or smtps://… (nodemailer's connection URL). */
  url: string;
  from: string;
  /** A connection that does not answer within this fails the attempt; the job retries it. */
  timeoutMs: number;
};

/** nodemailer over SMTP, with a small pool of connections reused across receipts. */
export function createSmtpMailer({ url, from, timeoutMs }: SmtpMailerOptions): Mailer {
  const parsed = new URL(url);
  const transport = nodemailer.createTransport({
    pool: true,
    maxConnections: 5,
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : parsed.protocol === 'smtps:' ? 465 : 587,
    secure: parsed.protocol === 'smtps:',
    ...(parsed.username
      ? {
          auth: {
            user: decodeURIComponent(parsed.username),
            pass: decodeURIComponent(parsed.password),
          },
        }
      : {}),
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  return {
    kind: 'smtp',
    async send(message: EmailMessage): Promise<SentMessage> {
      const info = await transport.sendMail({ from, ...message });
      return { messageId: info.messageId };
    },
    close: async () => transport.close(),
  };
}
