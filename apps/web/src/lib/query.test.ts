import { describe, expect, it, vi } from 'vitest';
import { ApiError, networkError } from './api-client.ts';
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
