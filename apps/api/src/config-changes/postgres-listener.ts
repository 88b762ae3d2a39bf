import pg from 'pg';
import type { Logger } from 'pino';
import { CONFIG_CHANGED_CHANNEL } from './config-change.js';

/** Its application_name, by which pg_stat_activity (and a test) finds the listening session. */
export const LISTENER_APPLICATION_NAME = 'parking-config-changes';
const MAX_RETRY_MS = 5000;

/**
 * One connection of its own (not the pool's: a pooled client may be handed to another query)
 * that LISTENs for configuration changes. A lost connection is opened again, with a growing
 * pause; each LISTEN that succeeds calls `onListening`, since what was sent meanwhile is lost.
 */
export async function listenOnPostgres(input: {
  clientConfig: pg.ClientConfig;
  onMessage: (message: string) => void;
  onListening: () => void;
  logger: Pick<Logger, 'warn' | 'info'>;
}) {
  let client: pg.Client | undefined;
  let closed = false;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;

  function lost(which: pg.Client, reason: string) {
    if (which !== client) return;
    client = undefined;
    which.end().catch(() => {});
    if (closed) return;
    if (failures === 0) input.logger.warn({ reason }, 'configuration changes: listener lost');
    failures += 1;
    retry = setTimeout(() => void listen(), Math.min(100 * 2 ** failures, MAX_RETRY_MS));
  }

  async function listen() {
    const next = new pg.Client({
      ...input.clientConfig,
      application_name: LISTENER_APPLICATION_NAME,
      keepAlive: true,
    });
    client = next;
    next.on('notification', (notification) => {
      if (notification.channel === CONFIG_CHANGED_CHANNEL && notification.payload !== undefined) {
        input.onMessage(notification.payload);
      }
    });
    next.on('error', (error) => lost(next, error.message));
    next.on('end', () => lost(next, 'connection ended'));
    try {
      await next.connect();
      await next.query(`LISTEN ${CONFIG_CHANGED_CHANNEL}`);
    } catch (error) {
      lost(next, error instanceof Error ? error.message : String(error));
      return;
    }
    if (failures > 0) input.logger.info('configuration changes: listening again');
    failures = 0;
    input.onListening();
  }

  await listen();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      const open = client;
      client = undefined;
      await open?.end().catch(() => {});
    },
  };
}
