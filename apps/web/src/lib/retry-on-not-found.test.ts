import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, networkError } from './api-client.ts';
import { ALL_ATTEMPTS_FAILED, retryOnNotFound } from './retry-on-not-found.ts';

const notFound = () => new ApiError('Not Found', 404, 404);

describe('retryOnNotFound', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits 1, 2, 4, 8 and 16 s between six attempts, then gives up with the spec message', async () => {
    const call = vi.fn(async () => {
      throw notFound();
    });
    const result = retryOnNotFound(call).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(0);
    expect(call).toHaveBeenCalledTimes(1);
    const waits = [1000, 2000, 4000, 8000, 16000];
    for (const [index, wait] of waits.entries()) {
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(call).toHaveBeenCalledTimes(index + 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(call).toHaveBeenCalledTimes(index + 2);
    }
    const error = await result;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: ALL_ATTEMPTS_FAILED, status: 404 });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(call).toHaveBeenCalledTimes(6);
  });

  it('returns as soon as an attempt succeeds', async () => {
    const call = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(notFound())
      .mockRejectedValueOnce(notFound())
      .mockResolvedValue('resume');
    const result = retryOnNotFound(call);
    await vi.advanceTimersByTimeAsync(3000);
    await expect(result).resolves.toBe('resume');
    expect(call).toHaveBeenCalledTimes(3);
  });

  it('rethrows any other failure at once', async () => {
    const call = vi.fn<() => Promise<string>>().mockRejectedValueOnce(notFound());
    call.mockRejectedValueOnce(new ApiError('Bad Request', 400, 400));
    const result = retryOnNotFound(call).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await result).toMatchObject({ status: 400 });
    expect(call).toHaveBeenCalledTimes(2);

    const offline = vi.fn(async () => {
      throw networkError();
    });
    await expect(retryOnNotFound(offline)).rejects.toMatchObject({ message: 'Network Error' });
    expect(offline).toHaveBeenCalledTimes(1);
  });

  it('stops waiting when aborted', async () => {
    const controller = new AbortController();
    const call = vi.fn(async () => {
      throw notFound();
    });
    const result = retryOnNotFound(call, { signal: controller.signal }).catch(
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(0);
    controller.abort(new DOMException('left the page', 'AbortError'));
    expect(await result).toMatchObject({ name: 'AbortError' });
    expect(call).toHaveBeenCalledTimes(1);
  });
});
