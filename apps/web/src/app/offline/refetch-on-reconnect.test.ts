import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiClient, networkError } from '#web/lib/api-client.ts';
import {
  API_REACHABLE_EVENT,
  API_UNREACHABLE_EVENT,
  reportApiReachable,
} from '#web/lib/connection.ts';
import { OFFLINE_COPY_STATUS } from '#web/lib/offline-copy.ts';
import { QueryClient } from '#web/lib/query.ts';
import {
  listenForReconnect,
  RETRY_FIRST_MS,
  RETRY_MAX_MS,
  refetchOnReconnect,
} from './refetch-on-reconnect.ts';

const instant = () => 0;

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

describe('refetchOnReconnect', () => {
  afterEach(() => {
    reportApiReachable(true);
    vi.unstubAllGlobals();
  });

  /** A query on screen (one listener) whose function answers what it is given, in turn. */
  async function shown(client: QueryClient, key: string, ...answers: (string | Error)[]) {
    const queryFn = vi.fn(async () => {
      const next = answers.shift();
      if (next instanceof Error) throw next;
      return next ?? 'last';
    });
    client.subscribe([key], () => undefined);
    await client.fetchQuery({ queryKey: [key], queryFn, retry: () => false });
    return queryFn;
  }

  it('fetches again what failed for want of a network, and nothing a server refused', async () => {
    const client = new QueryClient(instant);
    const lost = await shown(client, 'lost', networkError(), 'place');
    const refused = await shown(client, 'refused', new ApiError('Not Found', 404, 404));
    const fresh = await shown(client, 'fresh', 'place');
    refetchOnReconnect(client);
    await vi.waitFor(() => expect(client.getState(['lost']).status).toBe('success'));
    expect(client.getState(['lost']).data).toBe('place');
    expect(lost).toHaveBeenCalledTimes(2);
    expect(refused).toHaveBeenCalledTimes(1);
    expect(fresh).toHaveBeenCalledTimes(1);
  });

  it('fetches again what is stale, keeping its data meanwhile', async () => {
    const client = new QueryClient(instant);
    const queryFn = vi.fn(async () => `v${queryFn.mock.calls.length}`);
    client.subscribe(['old'], () => undefined);
    await client.fetchQuery({ queryKey: ['old'], queryFn, staleTime: -1 });
    refetchOnReconnect(client);
    await Promise.resolve();
    expect(client.getState(['old'])).toMatchObject({ data: 'v1', isFetching: true });
    await vi.waitFor(() => expect(client.getState(['old']).data).toBe('v2'));
  });

  it('leaves alone the queries no screen shows', async () => {
    const client = new QueryClient(instant);
    const queryFn = vi.fn(async () => {
      throw networkError();
    });
    await client.fetchQuery({ queryKey: ['gone'], queryFn, retry: () => false });
    refetchOnReconnect(client);
    await Promise.resolve();
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('fetches again a query whose fetch, begun before the reconnect, ends in a copy', async () => {
    const client = new QueryClient(instant);
    let answerFirst: (value: string) => void = () => undefined;
    const queryFn = vi.fn(() => {
      if (queryFn.mock.calls.length === 1) {
        // Begun while offline: the worker will answer with its copy, after the reconnect.
        return new Promise<string>((resolve) => {
          answerFirst = (value) => {
            reportApiReachable(false);
            resolve(value);
          };
        });
      }
      reportApiReachable(true);
      return Promise.resolve('fresh');
    });
    vi.stubGlobal('dispatchEvent', () => true);
    client.subscribe(['place'], () => undefined);
    const first = client.fetchQuery({ queryKey: ['place'], queryFn });
    refetchOnReconnect(client);
    answerFirst('copy');
    await first;
    await vi.waitFor(() => expect(client.getState(['place']).data).toBe('fresh'));
    expect(queryFn).toHaveBeenCalledTimes(2);
  });

  it("counts the service worker's last copy as stale: fetched again on reconnect", async () => {
    const client = new QueryClient(instant);
    const queryFn = vi.fn(async () => {
      // What the API client reports for the worker's copy (203) and for a real answer.
      if (queryFn.mock.calls.length === 1) reportApiReachable(false);
      else reportApiReachable(true);
      return `copy ${queryFn.mock.calls.length}`;
    });
    vi.stubGlobal('dispatchEvent', () => true);
    client.subscribe(['copy'], () => undefined);
    await client.fetchQuery({ queryKey: ['copy'], queryFn });
    expect(client.isStale(['copy'])).toBe(true);
    refetchOnReconnect(client);
    await vi.waitFor(() => expect(client.getState(['copy']).data).toBe('copy 2'));
    expect(client.isStale(['copy'])).toBe(false);
  });

  it("keeps the worker's copy stale when another request reached the API meanwhile", async () => {
    // A shaky reconnect: the place is answered from the worker's copy while the session's
    // request, in flight beside it, gets the API's answer first.
    const client = new QueryClient(instant);
    vi.stubGlobal('dispatchEvent', () => true);
    vi.stubGlobal('fetch', async (url: string) =>
      url.includes('/place/')
        ? Response.json({ name: 'copy' }, { status: OFFLINE_COPY_STATUS })
        : Response.json({ session: 'live' }),
    );
    client.subscribe(['place'], () => undefined);
    await client.fetchQuery({
      queryKey: ['place'],
      queryFn: async () => {
        const copy = await apiClient.get('/customer/place/x');
        await apiClient.get('/session/y');
        return copy;
      },
    });
    expect(client.isStale(['place'])).toBe(true);
  });
});
