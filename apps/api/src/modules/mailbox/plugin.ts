import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '#api/config.js';
import type { Database } from '#api/db/client.js';
import { mailboxAudience } from './access.js';
import { MAILBOX_PATH, mailboxRoutes } from './routes.js';

/** The outbox's mailbox: for whom DEV_MAILBOX says (by default this machine, in outbox mode). */
export const devMailboxPlugin: FastifyPluginAsync<{
  config: Config;
  db: Database;
  mailKeptInOutbox: boolean;
}> = async (app, { config, db, mailKeptInOutbox }) => {
  const audience = mailboxAudience({
    mode: config.mail.devMailbox,
    mailKeptInOutbox,
    publicUrl: config.publicUrl,
  });
  if (audience !== 'nobody') {
    await app.register(mailboxRoutes, { prefix: MAILBOX_PATH, db, audience });
  }
};
