import { once } from 'node:events';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';

/** Past this a command fails and the caller falls back: a slow Redis must not slow payments. */
const COMMAND_TIMEOUT_MS = 500;

/**
 * The one Redis connection of an instance (REDIS_URL), shared by the rate limits and the
 * carding counters. Commands never wait for a connection: without one they fail at once and
 * their callers fall back (docs/decisions/041), while the client keeps reconnecting.
 */
export async function connectRedis({
  url,
  keyPrefix,
  logger,
}: {
  url: string;
  keyPrefix: string;
  logger: Pick<Logger, 'warn' | 'info'>;
}): Promise<Redis> {
  const redis = new Redis(url, {
    keyPrefix,
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: 2000,
    retryStrategy: (times) => Math.min(times * 200, 5000),
  });
  let down = false;
  redis.on('error', (err: Error) => {
    // ioredis repeats the error at every reconnection attempt: one line per outage.
    if (down) return;
    down = true;
    logger.warn({ reason: err.message }, 'redis unavailable; reconnecting');
  });
  redis.on('ready', () => {
    if (down) logger.info('redis reachable again');
    down = false;
  });
  try {
    await redis.connect();
  } catch {
    // Logged by the error listener; the limits fall back until the client reconnects.
  }
  return redis;
}

/**
 * Quits politely when connected (and waits for the connection to end), else stops the
 * reconnection loop: nothing of the client is left to hold the process open.
 */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status !== 'ready') {
    redis.disconnect();
    return;
  }
  const ended = once(redis, 'end');
  try {
    await redis.quit();
  } catch {
    redis.disconnect();
  }
  await ended;
}
