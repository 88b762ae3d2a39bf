import type { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dropRedisKeys,
  listRedisKeys,
  redisReachable,
  TEST_REDIS_URL,
  testRedisPrefix,
} from '#test/redis-helpers.js';
import { closeRedis, connectRedis } from '../redis-client.js';
import type { CounterStore } from './counter-store.js';
import { withFallback } from './fallback-counter-store.js';
import { createMemoryCounterStore } from './memory-counter-store.js';
import { createRedisCounterStore } from './redis-counter-store.js';

const silent = pino({ level: 'silent' });
const prefix = testRedisPrefix();
const withRedis = redisReachable();
let redis: Redis;
beforeAll(async () => {
  if (withRedis)
    redis = await connectRedis({ url: TEST_REDIS_URL, keyPrefix: prefix, logger: silent });
});
afterAll(async () => {
  if (!withRedis) return;
  await closeRedis(redis);
  await dropRedisKeys(prefix);
});

const minute = 60_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let keyCount = 0;
/** A key no other test of the file uses. */
const freshKey = () => `key-${++keyCount}`;

/** What every counter store does, in this process or in Redis. */
function counterStoreContract(_name: string, make: () => CounterStore) {
  it('records distinct members up to the limit; a member again is let through, not counted', async () => {
    const store = make();
    const key = freshKey();
    const limit = { max: 3, windowMs: 10 * minute };
    for (const member of ['a', 'b', 'a', 'c', 'b']) {
      expect((await store.take(key, member, limit)).allowed).toBe(true);
    }
    const refused = await store.take(key, 'd', limit);
    expect(refused).toMatchObject({ allowed: false, count: 3 });
    expect(refused.retryAfterMs).toBeGreaterThan(9 * minute);
    expect(refused.retryAfterMs).toBeLessThanOrEqual(10 * minute);
    // Refused members are not recorded; recorded ones still pass.
    expect(await store.take(key, 'a', limit)).toMatchObject({ allowed: true, count: 3 });
    expect(await store.peek(key, limit)).toMatchObject({ allowed: false, count: 3 });
    expect(await store.peek(freshKey(), limit)).toEqual({
      allowed: true,
      count: 0,
      retryAfterMs: 0,
    });
  });

  it('counts 100 concurrent takes of one member once, and of 100 members up to the limit', async () => {
    const store = make();
    const limit = { max: 10, windowMs: minute };
    const same = freshKey();
    const once = await Promise.all(
      Array.from({ length: 100 }, () => store.take(same, 'pi_1|pm_1', limit)),
    );
    expect(once.every((verdict) => verdict.allowed)).toBe(true);
    expect((await store.peek(same, limit)).count).toBe(1);
    const many = freshKey();
    const verdicts = await Promise.all(
      Array.from({ length: 100 }, (_, index) => store.take(many, `pm_${index}`, limit)),
    );
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(10);
  });

  it('adds whatever the count; peek refuses from the limit on', async () => {
    const store = make();
    const key = freshKey();
    const limit = { max: 2, windowMs: minute };
    await store.add(key, 'x', minute);
    expect((await store.peek(key, limit)).allowed).toBe(true);
    await store.add(key, 'y', minute);
    await store.add(key, 'y', minute);
    await store.add(key, 'z', minute);
    expect(await store.peek(key, limit)).toMatchObject({ allowed: false, count: 3 });
  });

  it('forgets members once their window has passed (a sliding window)', async () => {
    const store = make();
    const key = freshKey();
    const limit = { max: 1, windowMs: 150 };
    expect((await store.take(key, 'a', limit)).allowed).toBe(true);
    expect((await store.take(key, 'b', limit)).allowed).toBe(false);
    await sleep(300);
    expect(await store.take(key, 'b', limit)).toMatchObject({ allowed: true, count: 1 });
  });
}

describe.each([['in memory', () => createMemoryCounterStore()]] as const)(
  'counter store %s',
  counterStoreContract,
);
describe.runIf(withRedis).each([['in Redis', () => createRedisCounterStore(redis)]] as const)(
  'counter store %s',
  counterStoreContract,
);

describe('memory counter store', () => {
  it('frees a place when the oldest member leaves the window, and says when', async () => {
    let now = 1_000_000;
    const store = createMemoryCounterStore({ now: () => now });
    const limit = { max: 2, windowMs: 10 * minute };
    await store.take('ip', 'a', limit);
    now += 3 * minute;
    await store.take('ip', 'b', limit);
    expect((await store.take('ip', 'c', limit)).retryAfterMs).toBe(7 * minute);
    now += 7 * minute;
    expect(await store.take('ip', 'c', limit)).toEqual({
      allowed: true,
      count: 2,
      retryAfterMs: 0,
    });
    // Over the limit by add(): the wait is until enough have left to be under it again.
    await store.add('declines', 'a', 10 * minute);
    now += minute;
    await store.add('declines', 'b', 10 * minute);
    now += minute;
    await store.add('declines', 'c', 10 * minute);
    expect((await store.peek('declines', limit)).retryAfterMs).toBe(9 * minute);
  });

  it('keeps at most maxKeys keys, dropping expired ones, then the oldest', async () => {
    let now = 0;
    const store = createMemoryCounterStore({ maxKeys: 3, now: () => now });
    const limit = { max: 1, windowMs: minute };
    await store.take('old', 'a', { max: 1, windowMs: 1 });
    await store.take('k1', 'a', limit);
    await store.take('k2', 'a', limit);
    now += 10;
    await store.take('k3', 'a', limit);
    // 'old' had expired: it made the room; the others are still counted.
    for (const key of ['k1', 'k2', 'k3']) expect((await store.peek(key, limit)).count).toBe(1);
    await store.take('k4', 'a', limit);
    expect((await store.peek('k1', limit)).count).toBe(0);
  });
});

describe.runIf(withRedis)('redis counter store', () => {
  it('keeps its keys under the deployment prefix and its own namespace, expiring', async () => {
    const store = createRedisCounterStore(redis, 'isolated:');
    await store.take('attempts:192.0.2.1', 'pi_1|pm_1', { max: 5, windowMs: minute });
    expect(await listRedisKeys(`${prefix}isolated:`)).toEqual(['attempts:192.0.2.1']);
    const ttl = await redis.pttl('isolated:attempts:192.0.2.1');
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(minute);
  });
});

describe('shared counters with a fallback', () => {
  it('count in this process, with one warning, while Redis cannot be reached', async () => {
    const warnings: string[] = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => warnings.push(line) });
    // Nothing listens on port 1: every command fails at once.
    const down = await connectRedis({ url: 'redis://127.0.0.1:1', keyPrefix: prefix, logger });
    try {
      const store = withFallback({
        primary: createRedisCounterStore(down),
        fallback: createMemoryCounterStore(),
        warn: (details, message) => logger.warn(details, message),
      });
      const limit = { max: 2, windowMs: minute };
      const verdicts = [];
      for (const member of ['a', 'b', 'c']) verdicts.push(await store.take('ip', member, limit));
      expect(verdicts.map((verdict) => verdict.allowed)).toEqual([true, true, false]);
      const fallbackWarnings = warnings.filter((line) => line.includes('shared counters'));
      expect(fallbackWarnings).toHaveLength(1);
      expect(warnings.some((line) => line.includes('redis unavailable'))).toBe(true);
    } finally {
      await closeRedis(down);
    }
  });
});
