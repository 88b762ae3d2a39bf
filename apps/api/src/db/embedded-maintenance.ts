import { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'pino';
import { createPoller } from '#api/lib/poller.js';
import type { Database } from './client.js';

/** How often the embedded database is vacuumed and analysed. */
const EMBEDDED_MAINTENANCE_INTERVAL_MS = 10 * 60_000;

/**
 * What autovacuum does for a PostgreSQL server, done for the embedded PGlite (decision 103):
 * PGlite runs one backend and no autovacuum, so without this its tables would keep every dead
 * row an update leaves, and its statistics would stay those of the day it was created, and
 * with them the plans of its prepared statements (kept for the process's life, re-planned when
 * ANALYZE changes them). Each round runs between two transactions (PGlite takes them in turn).
 * Nothing to do on PostgreSQL, whose autovacuum does it.
 */
export function createEmbeddedMaintenance(
  db: Database,
  logger: Pick<Logger, 'warn'>,
  intervalMs = EMBEDDED_MAINTENANCE_INTERVAL_MS,
) {
  const client = (db as unknown as { $client: unknown }).$client;
  if (!(client instanceof PGlite)) return { start: async () => {}, stop: async () => {} };
  const poller = createPoller({
    intervalMs,
    // Not at start: a new or just-opened database has little to clean, and tests start many.
    firstTick: 'after-interval',
    tick: () => client.exec('VACUUM (ANALYZE)'),
    onError: (err) => logger.warn({ err }, 'embedded database maintenance failed'),
  });
  return {
    start: async () => poller.start(),
    stop: () => poller.stop(),
  };
}
