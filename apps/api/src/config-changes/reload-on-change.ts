import type { ConfigChangeFeed } from './config-change.js';

/**
 * Runs `load` when started and again after every configuration change the feed hears (any
 * instance's, decision 090): for what a process keeps in memory from the configuration and
 * cannot drop as a cache entry (the payment accounts a signature is checked against). One load
 * at a time; a change heard during one makes one more after it. A failed load is reported and
 * the next change tries again.
 */
export function reloadOnConfigChange(input: {
  feed: ConfigChangeFeed;
  load: () => Promise<void>;
  onError: (error: unknown) => void;
}) {
  let unsubscribe: (() => void) | undefined;
  let loading: Promise<void> | undefined;
  let again = false;

  function reload(): Promise<void> {
    if (loading) {
      again = true;
      return loading;
    }
    loading = input
      .load()
      .catch(input.onError)
      .finally(() => {
        loading = undefined;
        if (again) {
          again = false;
          void reload();
        }
      });
    return loading;
  }

  return {
    reload,
    async start() {
      unsubscribe = input.feed.subscribe(() => void reload());
      await reload();
    },
    async stop() {
      unsubscribe?.();
      await loading;
    },
  };
}
