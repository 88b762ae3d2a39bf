import {
  API_REACHABLE_EVENT,
  API_UNREACHABLE_EVENT,
  isApiUnreachable,
} from '#web/lib/connection.ts';
import { isNetworkError, type QueryClient } from '#web/lib/query.ts';

/**
 * TanStack's refetchOnReconnect: the queries on screen that failed for want of a network, or are
 * stale, are fetched again. A server's refusal (a 404) stays as it is. Here, not in lib/query.ts,
 * so that the first page does not carry it (decision 064). A fetch begun before the network came
 * back can still end in a failure or the worker's copy: it is decided once it has ended (a
 * microtask later when none is under way).
 */
export function refetchOnReconnect(client: QueryClient): void {
  for (const entry of client.entries.values()) {
    void Promise.resolve(entry.inFlight).then(() => {
      const { state, options, listeners } = entry;
      if (!options || listeners.size === 0) return;
      const lost =
        state.status === 'error'
          ? isNetworkError(state.error)
          : client.isStale(options.queryKey, options.staleTime);
      if (lost) void client.fetchQuery(options);
    });
  }
}

/** The browser's own sign, and the API answering again after it did not (lib/connection.ts). */
const RECONNECT_EVENTS = ['online', API_REACHABLE_EVENT];
/** While the API stays out of reach, asked again after these, doubling up to the last. */
export const RETRY_FIRST_MS = 2000;
export const RETRY_MAX_MS = 30_000;

/**
 * Refetches the queries a lost connection left failed or stale once it is back (TanStack's
 * refetchOnReconnect, lib/query.ts). A signal that comes back shakily may give no event at all:
 * the first requests after 'online' can still fail, or get the worker's copy, and nothing would
 * ask again. So while the API stays unreachable and the browser says it is online, the same
 * refetch runs again after 2 s, 4 s, … up to every 30 s, until the API answers. Returns the way
 * to stop listening.
 */
export function listenForReconnect(client: QueryClient): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let delay = RETRY_FIRST_MS;
  const askAgainLater = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (!isApiUnreachable()) return;
      if (navigator.onLine) refetchOnReconnect(client);
      delay = Math.min(delay * 2, RETRY_MAX_MS);
      askAgainLater();
    }, delay);
  };
  const reconnect = () => {
    clearTimeout(timer);
    delay = RETRY_FIRST_MS;
    refetchOnReconnect(client);
    if (isApiUnreachable()) askAgainLater();
  };
  const unreachable = () => {
    delay = RETRY_FIRST_MS;
    askAgainLater();
  };
  for (const type of RECONNECT_EVENTS) window.addEventListener(type, reconnect);
  window.addEventListener(API_UNREACHABLE_EVENT, unreachable);
  if (isApiUnreachable()) askAgainLater();
  return () => {
    clearTimeout(timer);
    for (const type of RECONNECT_EVENTS) window.removeEventListener(type, reconnect);
    window.removeEventListener(API_UNREACHABLE_EVENT, unreachable);
  };
}
