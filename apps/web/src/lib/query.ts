import {
  createContext,
  createElement,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useSyncExternalStore,
} from 'react';
import { isApiError, isOfflineCopy, NETWORK_ERROR_CODE } from './api-client.ts';
import { exponentialBackoff, retryWithBackoff } from './backoff.ts';
import { isApiUnreachable } from './connection.ts';

/**
 * A small query cache with TanStack Query's vocabulary (queryKey, queryFn, queryOptions,
 * useQuery, prefetchQuery). TanStack Query costs about 10 KB gzipped, which the first page's
 * 100 KB budget cannot hold next to React and React Router (docs/decisions/020). What it does:
 * one request per key at a time, cached results, background refresh once stale, retries of
 * network failures only; refetchOnReconnect (decision 064) is app/offline/'s, loaded after the
 * first page. Keep the names aligned so a later switch to TanStack stays mechanical.
 */
export interface QueryOptions<T> {
  queryKey: readonly unknown[];
  queryFn: () => Promise<T>;
  /** Milliseconds a result stays fresh; a mounting query refetches (in the background) after. */
  staleTime?: number;
  retry?: (failureCount: number, error: unknown) => boolean;
}

export interface QueryState<T> {
  status: 'pending' | 'success' | 'error';
  data: T | undefined;
  error: Error | null;
  isFetching: boolean;
  updatedAt: number;
}

export const queryOptions = <T>(options: QueryOptions<T>): QueryOptions<T> => options;

export const isNetworkError = (error: unknown) =>
  isApiError(error) && error.code === NETWORK_ERROR_CODE;

/** Network failures are retried twice (a phone between cells); server answers never are. */
const defaultRetry = (failureCount: number, error: unknown) =>
  isNetworkError(error) && failureCount < 2;

const DEFAULT_STALE_MS = 60_000;
const PENDING: QueryState<never> = {
  status: 'pending',
  data: undefined,
  error: null,
  isFetching: false,
  updatedAt: 0,
};

export interface Entry {
  state: QueryState<unknown>;
  inFlight: Promise<void> | null;
  listeners: Set<() => void>;
  /** The options of the last fetch, to fetch again on reconnect. */
  options?: QueryOptions<unknown>;
}

export class QueryClient {
  /** Every query's entry by its key: app/offline/ refetches them on reconnect. */
  readonly entries = new Map<string, Entry>();

  constructor(private readonly retryDelay = exponentialBackoff({ baseMs: 500 })) {}

  private entry(queryKey: readonly unknown[]): Entry {
    const hash = JSON.stringify(queryKey);
    let found = this.entries.get(hash);
    if (!found) {
      found = { state: PENDING, inFlight: null, listeners: new Set() };
      this.entries.set(hash, found);
    }
    return found;
  }

  private set(entry: Entry, patch: Partial<QueryState<unknown>>): void {
    entry.state = { ...entry.state, ...patch };
    for (const listener of entry.listeners) listener();
  }

  getState<T>(queryKey: readonly unknown[]): QueryState<T> {
    return this.entry(queryKey).state as QueryState<T>;
  }

  subscribe(queryKey: readonly unknown[], listener: () => void): () => void {
    const { listeners } = this.entry(queryKey);
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  /** Runs queryFn (with retries) unless a run for the same key is already under way. */
  fetchQuery<T>(options: QueryOptions<T>): Promise<void> {
    const entry = this.entry(options.queryKey);
    if (entry.inFlight) return entry.inFlight;
    entry.options = options as QueryOptions<unknown>;
    const retry = options.retry ?? defaultRetry;
    const run = async () => {
      this.set(
        entry,
        entry.state.status === 'error'
          ? { status: 'pending', isFetching: true }
          : { isFetching: true },
      );
      try {
        const data = await retryWithBackoff(() => options.queryFn(), {
          delayMs: this.retryDelay,
          shouldRetry: (error, failures) => retry(failures, error),
        });
        this.set(entry, {
          status: 'success',
          data,
          error: null,
          isFetching: false,
          // The service worker's last copy, answered while the API was unreachable: as old as
          // unknown, so stale at once and fetched again on reconnect.
          updatedAt: isOfflineCopy(data) || isApiUnreachable() ? 0 : Date.now(),
        });
      } catch (error) {
        const asError = error instanceof Error ? error : new Error(String(error));
        this.set(entry, {
          status: 'error',
          error: asError,
          isFetching: false,
          updatedAt: Date.now(),
        });
      }
    };
    entry.inFlight = run().finally(() => {
      entry.inFlight = null;
    });
    return entry.inFlight;
  }

  /**
   * Puts a known answer in the cache, as fetched at `updatedAt`: the server's render seeds the
   * data it rendered with, and the browser seeds the same before hydrating, so neither asks.
   */
  setQueryData<T>(queryKey: readonly unknown[], data: T, updatedAt = Date.now()): void {
    this.set(this.entry(queryKey), { status: 'success', data, error: null, updatedAt });
  }

  /** Fetches when there is nothing usable yet; never rejects. */
  prefetchQuery<T>(options: QueryOptions<T>): Promise<void> {
    const { state } = this.entry(options.queryKey);
    return state.status === 'success' ? Promise.resolve() : this.fetchQuery(options);
  }

  /**
   * Whether a mounting query should fetch. A recent error counts as fresh too: the page that
   * prefetched a 404 must not ask again when it mounts; 'Try again' is an explicit refetch.
   */
  isStale(queryKey: readonly unknown[], staleTime = DEFAULT_STALE_MS): boolean {
    const { state } = this.entry(queryKey);
    return state.status === 'pending' || Date.now() - state.updatedAt > staleTime;
  }
}

const QueryClientContext = createContext<QueryClient | null>(null);

export function QueryClientProvider({
  client,
  children,
}: {
  client: QueryClient;
  children: ReactNode;
}) {
  return createElement(QueryClientContext.Provider, { value: client }, children);
}

export function useQueryClient(): QueryClient {
  const client = useContext(QueryClientContext);
  if (!client) throw new Error('useQueryClient must be used inside <QueryClientProvider>');
  return client;
}

export interface QueryResult<T> extends QueryState<T> {
  isPending: boolean;
  isError: boolean;
  refetch: () => Promise<void>;
}

export function useQuery<T>(options: QueryOptions<T> & { enabled?: boolean }): QueryResult<T> {
  const client = useQueryClient();
  const { queryKey, enabled = true } = options;
  const hash = JSON.stringify(queryKey);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key's hash is its identity.
  const subscribe = useCallback(
    (listener: () => void) => client.subscribe(queryKey, listener),
    [client, hash],
  );
  const snapshot = () => client.getState<T>(queryKey);
  // The server renders from the seeded cache too; the same snapshot on both sides.
  const state = useSyncExternalStore(subscribe, snapshot, snapshot);

  // biome-ignore lint/correctness/useExhaustiveDependencies: refetch when the key changes or it is enabled, not when the options object is recreated.
  useEffect(() => {
    if (enabled && client.isStale(queryKey, options.staleTime)) void client.fetchQuery(options);
  }, [client, hash, enabled]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: same identity as above.
  const refetch = useCallback(() => client.fetchQuery(options), [client, hash]);
  return {
    ...state,
    isPending: state.status === 'pending',
    isError: state.status === 'error',
    refetch,
  };
}
