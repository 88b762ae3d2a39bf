import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiClient, networkError } from './api-client.ts';
import { reportApiReachable } from './connection.ts';
import { OFFLINE_COPY_STATUS } from './offline-copy.ts';
import { QueryClient, queryOptions } from './query.ts';

const instant = () => 0;

describe('QueryClient', () => {
  it('runs one request per key at a time and caches the result', async () => {
    const client = new QueryClient(instant);
    const queryFn = vi.fn(async () => 'place');
    const options = queryOptions({ queryKey: ['place', 'a'], queryFn });
    await Promise.all([
      client.fetchQuery(options),
      client.fetchQuery(options),
      client.prefetchQuery(options),
    ]);
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(client.getState(['place', 'a'])).toMatchObject({
      status: 'success',
      data: 'place',
      isFetching: false,
    });
    await client.prefetchQuery(options);
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('retries network failures twice, then reports the error', async () => {
    const client = new QueryClient(instant);
    const queryFn = vi.fn(async () => {
      throw networkError();
    });
    await client.fetchQuery({ queryKey: ['x'], queryFn });
    expect(queryFn).toHaveBeenCalledTimes(3);
    expect(client.getState(['x'])).toMatchObject({
      status: 'error',
      error: { message: 'Network Error' },
    });
  });

  it('waits 0.5 s, then 1 s, before those retries', async () => {
    vi.useFakeTimers();
    try {
      const client = new QueryClient();
      const queryFn = vi.fn(async () => {
        throw networkError();
      });
      const done = client.fetchQuery({ queryKey: ['slow'], queryFn });
      await vi.advanceTimersByTimeAsync(499);
      expect(queryFn).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(queryFn).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(999);
      expect(queryFn).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(1);
      await done;
      expect(queryFn).toHaveBeenCalledTimes(3);
      expect(client.getState(['slow']).status).toBe('error');
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not retry an answer from the server, and recovers on refetch', async () => {
    const client = new QueryClient(instant);
    const queryFn = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new ApiError('Place not found', 404, 404))
      .mockResolvedValueOnce('ok');
    const listener = vi.fn();
    client.subscribe(['y'], listener);
    await client.fetchQuery({ queryKey: ['y'], queryFn });
    expect(client.getState(['y'])).toMatchObject({ status: 'error', error: { status: 404 } });
    expect(client.isStale(['y'])).toBe(false);
    const again = client.fetchQuery({ queryKey: ['y'], queryFn });
    expect(client.getState(['y']).status).toBe('pending');
    await again;
    expect(client.getState(['y'])).toMatchObject({ status: 'success', data: 'ok', error: null });
    expect(listener).toHaveBeenCalled();
  });

  it('knows when a result is stale', async () => {
    const client = new QueryClient(instant);
    expect(client.isStale(['z'])).toBe(true);
    await client.fetchQuery({ queryKey: ['z'], queryFn: async () => 1 });
    expect(client.isStale(['z'], 60_000)).toBe(false);
    expect(client.isStale(['z'], -1)).toBe(true);
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
    client.refetchOnReconnect();
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
    client.refetchOnReconnect();
    expect(client.getState(['old'])).toMatchObject({ data: 'v1', isFetching: true });
    await vi.waitFor(() => expect(client.getState(['old']).data).toBe('v2'));
  });

  it('leaves alone the queries no screen shows', async () => {
    const client = new QueryClient(instant);
    const queryFn = vi.fn(async () => {
      throw networkError();
    });
    await client.fetchQuery({ queryKey: ['gone'], queryFn, retry: () => false });
    client.refetchOnReconnect();
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
    client.refetchOnReconnect();
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
    client.refetchOnReconnect();
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
