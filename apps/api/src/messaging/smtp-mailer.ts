import nodemailer from 'nodemailer';
import type { EmailMessage, Mailer, SentMessage } from './message.js';

export type SmtpMailerOptions = {
  /** smtp://user:pass@host:port or smtps://… (nodemailer's connection URL). */
  url: string;
  from: string;
  /** A connection that does not answer within this fails the attempt; the job retries it. */
  timeoutMs: number;
};

/** Connections the pool keeps open to the mail server (bench/receipts.ts uses it too). */
export const SMTP_MAX_CONNECTIONS = 5;

/** nodemailer over SMTP, with a small pool of connections reused across receipts. */
export function createSmtpMailer({ url, from, timeoutMs }: SmtpMailerOptions): Mailer {
  const parsed = new URL(url);
  const transport = nodemailer.createTransport({
    pool: true,
    maxConnections: SMTP_MAX_CONNECTIONS,
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
