import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { inject } from 'vitest';

/** The machine's Redis (it keeps nothing on disk); TEST_REDIS_URL for another. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Whether Redis answered when the run started (test/redis.global-setup.ts): a test that needs
 * it runs under `describe.runIf(redisReachable())`, skipped without it (the run says why once).
 */
export const redisReachable = (): boolean => inject('redisReachable');

/** A REDIS_KEY_PREFIX of its own per test file, so that files never see each other's counts. */
export function testRedisPrefix(): string {
  return `parking-test:${randomBytes(6).toString('hex')}:`;
}

/** Deletes every key under `prefix` (with a client of its own, without a key prefix). */
export async function dropRedisKeys(prefix: string): Promise<void> {
  const redis = new Redis(TEST_REDIS_URL, { lazyConnect: true });
  await redis.connect();
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length > 0) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/** The keys under `prefix`, without it. */
export async function listRedisKeys(prefix: string): Promise<string[]> {
  const redis = new Redis(TEST_REDIS_URL, { lazyConnect: true });
  await redis.connect();
  try {
    const keys = await redis.keys(`${prefix}*`);
    return keys.map((key) => key.slice(prefix.length)).sort();
  } finally {
    redis.disconnect();
  }
}
