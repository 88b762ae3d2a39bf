import type { Redis } from 'ioredis';
import type { CounterStore, Verdict } from './counter-store.js';

// Each script is one atomic step on a sorted set (member -> when recorded, in ms), timed by
// Redis's own clock so instances whose clocks differ still agree on the window.
const NOW_AND_PRUNE = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - tonumber(ARGV[2]))
`;

// Refused: a place frees when the member (count - max) places from the oldest leaves.
const VERDICT = `
local count = redis.call('ZCARD', KEYS[1])
if count < max then return {1, count, 0} end
local oldest = redis.call('ZRANGE', KEYS[1], count - max, count - max, 'WITHSCORES')
return {0, count, math.max(1, tonumber(oldest[2]) + window - now)}
`;

/** KEYS[1] key; ARGV member, windowMs, max. */
const TAKE = `${NOW_AND_PRUNE}
local window = tonumber(ARGV[2])
local max = tonumber(ARGV[3])
if redis.call('ZSCORE', KEYS[1], ARGV[1]) then
  return {1, redis.call('ZCARD', KEYS[1]), 0}
end
local count = redis.call('ZCARD', KEYS[1])
if count < max then
  redis.call('ZADD', KEYS[1], now, ARGV[1])
  redis.call('PEXPIRE', KEYS[1], window)
  return {1, count + 1, 0}
end
${VERDICT}`;

/** KEYS[1] key; ARGV unused, windowMs, max. */
const PEEK = `${NOW_AND_PRUNE}
local window = tonumber(ARGV[2])
local max = tonumber(ARGV[3])
${VERDICT}`;

/** KEYS[1] key; ARGV member, windowMs. */
const ADD = `${NOW_AND_PRUNE}
redis.call('ZADD', KEYS[1], 'NX', now, ARGV[1])
redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[2]))
return 1
`;

type Counting = Redis & {
  counterTake(key: string, member: string, windowMs: number, max: number): Promise<number[]>;
  counterPeek(key: string, member: string, windowMs: number, max: number): Promise<number[]>;
  counterAdd(key: string, member: string, windowMs: number): Promise<number>;
};

const toVerdict = ([allowed, count, retryAfterMs]: number[]): Verdict => ({
  allowed: allowed === 1,
  count: count ?? 0,
  retryAfterMs: retryAfterMs ?? 0,
});

/**
 * The counters of every instance, in Redis. The client's keyPrefix (REDIS_KEY_PREFIX) keeps
 * deployments apart; `namespace` keeps these keys apart from the rate-limit plugin's. The
 * client is shared and closed by its owner, not here.
 */
export function createRedisCounterStore(redis: Redis, namespace = 'counter:'): CounterStore {
  const client = redis as Counting;
  if (!('counterTake' in client)) {
    redis.defineCommand('counterTake', { numberOfKeys: 1, lua: TAKE });
    redis.defineCommand('counterPeek', { numberOfKeys: 1, lua: PEEK });
    redis.defineCommand('counterAdd', { numberOfKeys: 1, lua: ADD });
  }
  return {
    async take(key, member, { max, windowMs }) {
      return toVerdict(await client.counterTake(namespace + key, member, windowMs, max));
    },
    async peek(key, { max, windowMs }) {
      return toVerdict(await client.counterPeek(namespace + key, '', windowMs, max));
    },
    async add(key, member, windowMs) {
      await client.counterAdd(namespace + key, member, windowMs);
    },
    async close() {},
  };
}
