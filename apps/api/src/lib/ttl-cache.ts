type Entry<T> = { value: T; expiresAt: number };

export type TtlCacheOptions = {
  /** 0 disables the cache: every get loads. */
  ttlMs: number;
  /** Beyond this the oldest entries go first. */
  maxEntries: number;
  now?: () => number;
};

/**
 * An in-memory cache with a time to live, for data that may be a few seconds stale.
 * Concurrent misses of one key share one load, so a burst of 100 requests costs one read;
 * a load that started before an invalidation is not stored.
 */
export function createTtlCache<T>({ ttlMs, maxEntries, now = Date.now }: TtlCacheOptions) {
  const entries = new Map<string, Entry<T>>();
  const pending = new Map<string, Promise<T | undefined>>();
  let generation = 0;

  function store(key: string, value: T) {
    if (entries.size >= maxEntries) {
      const oldest = entries.keys().next();
      if (!oldest.done) entries.delete(oldest.value);
    }
    entries.set(key, { value, expiresAt: now() + ttlMs });
  }

  return {
    /** The cached value, or the loader's (undefined results are not cached). */
    get(key: string, load: () => Promise<T | undefined>): Promise<T | undefined> {
      if (ttlMs <= 0) return load();
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now()) return Promise.resolve(hit.value);
      if (hit) entries.delete(key);
      const inFlight = pending.get(key);
      if (inFlight) return inFlight;
      const startedAt = generation;
      const loading = load()
        .then((value) => {
          if (value !== undefined && startedAt === generation) store(key, value);
          return value;
        })
        .finally(() => pending.delete(key));
      pending.set(key, loading);
      return loading;
    },

    /** Drops every entry whose key matches, and forgets loads already under way. */
    invalidate(matches: (key: string) => boolean = () => true) {
      generation += 1;
      for (const key of entries.keys()) if (matches(key)) entries.delete(key);
      for (const key of pending.keys()) if (matches(key)) pending.delete(key);
    },

    get size() {
      return entries.size;
    },
  };
}
