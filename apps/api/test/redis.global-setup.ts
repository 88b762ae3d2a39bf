import { Redis } from 'ioredis';
import type { TestProject } from 'vitest/node';
import { TEST_REDIS_URL } from './redis-helpers.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Whether a Redis server answered at TEST_REDIS_URL when the run started. */
    redisReachable: boolean;
  }
}

async function answersPing(url: string): Promise<boolean> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 2000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => {}); // the answer below says it
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

/**
 * Asks once per run whether Redis is there. Without it the tests that need it are skipped,
 * and the run says so in one line; with REQUIRE_SERVICES=1 (.ci/run) a missing Redis fails
 * the run instead (docs/decisions/080).
 */
export default async function setup(project: TestProject) {
  const reachable = await answersPing(TEST_REDIS_URL);
  if (!reachable && process.env.REQUIRE_SERVICES === '1') {
    throw new Error(
      `REQUIRE_SERVICES=1 and no Redis answers at ${TEST_REDIS_URL} (TEST_REDIS_URL)`,
    );
  }
  if (!reachable) {
    console.warn(
      `No Redis at ${TEST_REDIS_URL} (TEST_REDIS_URL): the API tests that share counters through Redis are skipped (REQUIRE_SERVICES=1 makes this a failure).`,
    );
  }
  project.provide('redisReachable', reachable);
}
