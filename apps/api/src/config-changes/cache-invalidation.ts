import { type ConfigChangeFeed, placesTouched } from './config-change.js';

/** What a cache offers (lib/ttl-cache.ts): drop the entries whose key matches. */
type InvalidatableCache = { invalidate(matches?: (key: string) => boolean): void };

/**
 * Subscribes a cache to the configuration changes: with `placeIdOfKey` only the entries of the
 * touched places go (when the change names places alone), else every entry.
 */
export function clearOnConfigChange(
  feed: ConfigChangeFeed,
  cache: InvalidatableCache,
  placeIdOfKey?: (key: string) => string,
): () => void {
  return feed.subscribe((notice) => {
    const places = placesTouched(notice);
    if (places === 'all' || !placeIdOfKey) {
      cache.invalidate();
      return;
    }
    cache.invalidate((key) => places.has(placeIdOfKey(key).toLowerCase()));
  });
}

/** The place id of a key that starts with it, followed by `|` or nothing. */
export const placeIdBeforeBar = (key: string): string => key.split('|', 1)[0] ?? key;
