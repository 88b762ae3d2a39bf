import { afterEach, describe, expect, it, vi } from 'vitest';
import { networkError } from '#web/lib/api-client.ts';
import {
  API_REACHABLE_EVENT,
  API_UNREACHABLE_EVENT,
  reportApiReachable,
} from '#web/lib/connection.ts';
import { QueryClient } from '#web/lib/query.ts';
import { listenForReconnect, RETRY_FIRST_MS, RETRY_MAX_MS } from './refetch-on-reconnect.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  reportApiReachable(true);
});

describe('listenForReconnect', () => {
  it("refetches on the browser's 'online' and on the API's return, until stopped", async () => {
    const events = new EventTarget();
    vi.stubGlobal('window', events);
    const client = new QueryClient(() => 0);
    const answers = [networkError(), networkError(), 'back'];
    const queryFn = vi.fn(async () => {
      const next = answers.shift();
      if (next instanceof Error) throw next;
      return next;
    });
    const options = { queryKey: ['place'], queryFn, retry: () => false };
    client.subscribe(['place'], () => undefined);
    await client.fetchQuery(options);
    const stop = listenForReconnect(client);

    events.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(client.getState(['place']).isFetching).toBe(false));
    expect(queryFn).toHaveBeenCalledTimes(2);
    events.dispatchEvent(new Event(API_REACHABLE_EVENT));
    await vi.waitFor(() => expect(client.getState(['place']).data).toBe('back'));

    stop();
    await client.fetchQuery({ ...options, queryFn: async () => 'stale', staleTime: -1 });
    events.dispatchEvent(new Event('online'));
    expect(queryFn).toHaveBeenCalledTimes(3);
  });

  it('asks again, less and less often, while the API stays unreachable on a live connection', async () => {
    vi.useFakeTimers();
    const events = new EventTarget();
    vi.stubGlobal('window', events);
    vi.stubGlobal('navigator', { onLine: true });
    const client = new QueryClient(() => 0);
    // The first answers after 'online' are still the worker's copy or a failure (a shaky
    // signal); nothing else would ask again.
    const answers: Array<Error | string> = [networkError(), networkError(), networkError(), 'back'];
    const queryFn = vi.fn(async () => {
      const next = answers.shift() ?? 'back';
      if (next instanceof Error) throw next;
      reportApiReachable(true);
      return next;
    });
    const options = { queryKey: ['place'], queryFn, retry: () => false };
    client.subscribe(['place'], () => undefined);
    await client.fetchQuery(options);
    reportApiReachable(false);
    const stop = listenForReconnect(client);
    events.dispatchEvent(new Event(API_UNREACHABLE_EVENT));

    await vi.advanceTimersByTimeAsync(RETRY_FIRST_MS);
    expect(queryFn).toHaveBeenCalledTimes(2);
    // Then after 4 s, not 2.
    await vi.advanceTimersByTimeAsync(RETRY_FIRST_MS);
    expect(queryFn).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(RETRY_FIRST_MS);
    expect(queryFn).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(2 * 2 * RETRY_FIRST_MS);
    expect(queryFn).toHaveBeenCalledTimes(4);
    expect(client.getState(['place']).data).toBe('back');
    // Reachable again: no more asking.
    await vi.advanceTimersByTimeAsync(RETRY_MAX_MS * 2);
    expect(queryFn).toHaveBeenCalledTimes(4);
    stop();
  });

  it('does not ask while the browser says it is offline', async () => {
    vi.useFakeTimers();
    const events = new EventTarget();
    vi.stubGlobal('window', events);
    vi.stubGlobal('navigator', { onLine: false });
    const client = new QueryClient(() => 0);
    const queryFn = vi.fn(async () => {
      throw networkError();
    });
    client.subscribe(['place'], () => undefined);
    await client.fetchQuery({ queryKey: ['place'], queryFn, retry: () => false });
    reportApiReachable(false);
    const stop = listenForReconnect(client);
    await vi.advanceTimersByTimeAsync(RETRY_MAX_MS * 3);
    expect(queryFn).toHaveBeenCalledTimes(1);
    stop();
  });
});
