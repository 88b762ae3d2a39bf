import { describe, expect, it } from 'vitest';
import { createTtlCache } from './ttl-cache.js';

function clock(start = 0) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('createTtlCache', () => {
  it('reuses a value until its time to live has passed', async () => {
    const time = clock();
    const cache = createTtlCache<string>({ ttlMs: 1000, maxEntries: 10, now: time.now });
    let loads = 0;
    const load = async () => `v${++loads}`;
    expect(await cache.get('k', load)).toBe('v1');
    time.advance(999);
    expect(await cache.get('k', load)).toBe('v1');
    time.advance(1);
    expect(await cache.get('k', load)).toBe('v2');
  });

  it('shares one load between concurrent misses', async () => {
    const cache = createTtlCache<number>({ ttlMs: 1000, maxEntries: 10 });
    let loads = 0;
    const load = async () => {
      loads += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return 42;
    };
    const values = await Promise.all(Array.from({ length: 50 }, () => cache.get('k', load)));
    expect(values.every((value) => value === 42)).toBe(true);
    expect(loads).toBe(1);
  });

  it('does not cache undefined (not found) results', async () => {
    const cache = createTtlCache<number>({ ttlMs: 1000, maxEntries: 10 });
    let loads = 0;
    const load = async () => {
      loads += 1;
      return undefined;
    };
    await cache.get('k', load);
    await cache.get('k', load);
    expect(loads).toBe(2);
  });

  it('forgets matching keys on invalidate, and ignores a load that started before it', async () => {
    const cache = createTtlCache<string>({ ttlMs: 10_000, maxEntries: 10 });
    await cache.get('a|1', async () => 'old-a');
    await cache.get('b|1', async () => 'old-b');
    let release: (value: string) => void = () => {};
    const slow = cache.get('a|2', () => new Promise<string>((resolve) => (release = resolve)));
    cache.invalidate((key) => key.startsWith('a|'));
    release('stale');
    expect(await slow).toBe('stale');
    expect(await cache.get('a|2', async () => 'fresh')).toBe('fresh');
    expect(await cache.get('a|1', async () => 'new-a')).toBe('new-a');
    expect(await cache.get('b|1', async () => 'new-b')).toBe('old-b');
  });

  it('drops the oldest entry beyond maxEntries, and caches nothing with ttl 0', async () => {
    const bounded = createTtlCache<number>({ ttlMs: 1000, maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) await bounded.get(key, async () => 1);
    expect(bounded.size).toBe(2);
    const off = createTtlCache<number>({ ttlMs: 0, maxEntries: 2 });
    let loads = 0;
    await off.get('a', async () => ++loads);
    await off.get('a', async () => ++loads);
    expect(loads).toBe(2);
  });
});
