import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh module each time: loadMessages keeps what it fetched for the page's life. */
const freshMessages = async () => {
  vi.resetModules();
  return import('./messages.ts');
};

describe('loadMessages', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('tries the file three times, 0.5 s then 1 s apart, then gives up', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 503 }));
    vi.stubGlobal('fetch', fetch);
    const { loadMessages } = await freshMessages();
    const result = loadMessages('en-US').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(499);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(await result).toMatchObject({ message: 'Translations for en-US: HTTP 503' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('keeps a loaded file, and asks again after a failure', async () => {
    const fetch = vi
      .fn<() => Promise<Response>>()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValue(Response.json({ common: { loading: 'Loading…' } }));
    vi.stubGlobal('fetch', fetch);
    const { loadMessages } = await freshMessages();
    const first = loadMessages('en-US');
    await vi.advanceTimersByTimeAsync(500);
    await expect(first).resolves.toEqual({ common: { loading: 'Loading…' } });
    await expect(loadMessages('en-US')).resolves.toEqual({ common: { loading: 'Loading…' } });
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
