import type { CounterStore } from './counter-store.js';

type Warn = (details: { err: unknown }, message: string) => void;

/**
 * The shared counters, or this process's own while the shared ones fail (Redis down, too
 * slow): a Redis outage must not stop payments, nor lift every limit. While it lasts, each
 * instance counts for itself, so an address gets at most the limit on each instance; the
 * counts made meanwhile stay local. The first failure is logged, then one a minute at most.
 */
export function withFallback({
  primary,
  fallback,
  warn,
  now = Date.now,
}: {
  primary: CounterStore;
  fallback: CounterStore;
  warn: Warn;
  now?: () => number;
}): CounterStore {
  let lastWarnedAt = Number.NEGATIVE_INFINITY;

  async function attempt<T>(run: (store: CounterStore) => Promise<T>): Promise<T> {
    try {
      return await run(primary);
    } catch (err) {
      if (now() - lastWarnedAt >= 60_000) {
        lastWarnedAt = now();
        warn({ err }, 'shared counters unavailable: counting in this process meanwhile');
      }
      return run(fallback);
    }
  }

  return {
    take: (key, member, limit) => attempt((store) => store.take(key, member, limit)),
    peek: (key, limit) => attempt((store) => store.peek(key, limit)),
    add: (key, member, windowMs) => attempt((store) => store.add(key, member, windowMs)),
    async close() {
      await Promise.all([primary.close(), fallback.close()]);
    },
  };
}
