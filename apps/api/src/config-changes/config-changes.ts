import pg from 'pg';
import type { Logger } from 'pino';
import type { Database } from '#api/db/client.js';
import {
  type ConfigChangeFeed,
  type ConfigChangeListener,
  type ConfigChangeNotice,
  parseConfigChangeMessage,
} from './config-change.js';
import { listenOnPostgres } from './postgres-listener.js';
import { connectRedisTransport } from './redis-transport.js';
import { type ConfigTransaction, runConfigTransaction } from './transaction.js';

export type ConfigChanges = ConfigChangeFeed & {
  /**
   * Runs `work` in one transaction in which `announceConfigChange(tx, change)` says what it
   * changed; after the commit every instance's caches drop what the changes touched (this
   * instance's before this returns).
   */
  transaction<T>(work: (tx: ConfigTransaction) => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

/** How changes reach the other instances; PostgreSQL's NOTIFY needs no publish after commit. */
type Transport = {
  publish?(messages: readonly string[]): Promise<void>;
  close(): Promise<void>;
};

/** The pool behind a node-postgres Database (undefined on PGlite, which is this process's). */
function postgresPoolOf(db: Database): pg.Pool | undefined {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : undefined;
}

/**
 * The configuration-change bus of one instance: Redis pub/sub when `redis` is given, else
 * PostgreSQL's LISTEN/NOTIFY, else (PGlite, one process) this process alone. Caches subscribe;
 * the bus knows none of them.
 */
export async function startConfigChanges({
  db,
  redis,
  logger,
}: {
  db: Database;
  redis: { url: string; keyPrefix: string } | undefined;
  logger: Pick<Logger, 'warn' | 'info' | 'error'>;
}): Promise<ConfigChanges> {
  const listeners = new Set<ConfigChangeListener>();
  const deliver = (notice: ConfigChangeNotice) => {
    for (const listener of [...listeners]) {
      try {
        listener(notice);
      } catch (error) {
        logger.error({ err: error }, 'configuration changes: a cache failed to drop its entries');
      }
    }
  };
  const onMessage = (message: string) => deliver(parseConfigChangeMessage(message));
  // Whatever was sent while not listening is lost: every cache starts over.
  const onListening = () => deliver('anything');
  const pool = postgresPoolOf(db);
  const transport: Transport | undefined = redis
    ? await connectRedisTransport({ ...redis, onMessage, onListening, logger })
    : pool
      ? await listenOnPostgres({ clientConfig: pool.options, onMessage, onListening, logger })
      : undefined;

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    transaction: (work) =>
      runConfigTransaction(
        db,
        {
          notifyInTransaction: !redis && pool !== undefined,
          afterCommit: async (messages) => {
            // This instance at once (its own NOTIFY or message comes back a moment later).
            for (const message of messages) onMessage(message);
            await transport?.publish?.(messages);
          },
        },
        work,
      ),
    close: async () => {
      listeners.clear();
      await transport?.close();
    },
  };
}
