import type { Redis } from 'ioredis';
import type { Config } from '../config.js';
import type { CounterStore } from '../lib/counters/counter-store.js';
import { withFallback } from '../lib/counters/fallback-counter-store.js';
import { createMemoryCounterStore } from '../lib/counters/memory-counter-store.js';
import { createRedisCounterStore } from '../lib/counters/redis-counter-store.js';
import { closeRedis, connectRedis } from '../lib/redis-client.js';
import { globalPlugin } from './global-plugin.js';

type SharedCounters = {
  /** The carding counters: in Redis (this process's own while it fails), else in memory. */
  counters: CounterStore;
  /** The client for @fastify/rate-limit's own Redis store; undefined: limits in memory. */
  redis: Redis | undefined;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** What several instances must count together (REDIS_URL), else this process alone. */
    sharedCounters: SharedCounters;
  }
}

/** One Redis connection per instance when REDIS_URL is set, closed with the app. */
export const sharedCountersPlugin = globalPlugin<{ redis: Config['redis'] }>(
  'shared-counters',
  async (app, { redis: settings }) => {
    const memory = createMemoryCounterStore();
    if (!settings) {
      app.decorate('sharedCounters', { counters: memory, redis: undefined });
      app.addHook('onClose', () => memory.close());
      return;
    }
    const redis = await connectRedis({ ...settings, logger: app.log });
    const counters = withFallback({
      primary: createRedisCounterStore(redis),
      fallback: memory,
      warn: (details, message) => app.log.warn(details, message),
    });
    app.decorate('sharedCounters', { counters, redis });
    app.addHook('onClose', async () => {
      await counters.close();
      await closeRedis(redis);
    });
  },
);
