import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { exponentialBackoff, retryWithBackoff, sleep } from './backoff.ts';

const failing = (times: number) => {
  const call = vi.fn<() => Promise<string>>();
  for (let index = 0; index < times; index += 1) call.mockRejectedValueOnce(new Error(`#${index}`));
  return call.mockResolvedValue('done');
};

/** When each call started, on the fake clock. */
let times: number[] = [];
const timed = (call: () => Promise<string>) => () => {
  times.push(Date.now());
  return call();
};

describe('exponentialBackoff', () => {
  it('doubles from the base and stops at the cap', () => {
    expect([0, 1, 2, 3, 4].map(exponentialBackoff({ baseMs: 500 }))).toEqual([
      500, 1000, 2000, 4000, 8000,
    ]);
    expect([0, 1, 2, 3, 4, 10].map(exponentialBackoff({ baseMs: 1000, maxMs: 15_000 }))).toEqual([
      1000, 2000, 4000, 8000, 15_000, 15_000,
    ]);
  });
});

describe('sleep', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('resolves after the pause, and rejects with the reason when aborted', async () => {
    const done = vi.fn();
    void sleep(1000).then(done);
    await vi.advanceTimersByTimeAsync(999);
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toHaveBeenCalled();

    const controller = new AbortController();
    const aborted = sleep(1000, controller.signal).catch((error: unknown) => error);
    controller.abort('left');
    expect(await aborted).toBe('left');
    await expect(sleep(1000, controller.signal)).rejects.toBe('left');
  });
});

describe('retryWithBackoff', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
    times = [];
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('returns the first success without pausing', async () => {
    const call = failing(0);
    await expect(retryWithBackoff(call, { delayMs: () => 1000 })).resolves.toBe('done');
    expect(call).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('calls again after each failure, pausing as delayMs says', async () => {
    const call = failing(3);
    const result = retryWithBackoff(timed(call), { delayMs: exponentialBackoff({ baseMs: 100 }) });
    await vi.runAllTimersAsync();
    await expect(result).resolves.toBe('done');
    expect(times).toEqual([0, 100, 300, 700]);
  });

  it('throws the last failure once the retries are used up', async () => {
    const call = failing(5);
    const result = retryWithBackoff(call, { delayMs: () => 10, retries: 2 }).catch(
      (error: unknown) => error,
    );
    await vi.runAllTimersAsync();
    expect(await result).toMatchObject({ message: '#2' });
    expect(call).toHaveBeenCalledTimes(3);
  });

  it('throws at once a failure not worth retrying, telling how many came before', async () => {
    const call = failing(5);
    const shouldRetry = vi.fn(
      (error: unknown, _failures: number) => (error as Error).message !== '#1',
    );
    const result = retryWithBackoff(call, { delayMs: () => 10, shouldRetry }).catch(
      (error: unknown) => error,
    );
    await vi.runAllTimersAsync();
    expect(await result).toMatchObject({ message: '#1' });
    expect(shouldRetry.mock.calls.map(([, failures]) => failures)).toEqual([0, 1]);
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('can pause before the first call, and says when each next call starts', async () => {
    const call = failing(2);
    const onWait = vi.fn();
    const result = retryWithBackoff(timed(call), {
      delayMs: exponentialBackoff({ baseMs: 1000 }),
      waitFirst: true,
      onWait,
    });
    expect(onWait).toHaveBeenCalledWith(1000);
    await vi.runAllTimersAsync();
    await expect(result).resolves.toBe('done');
    expect(times).toEqual([1000, 3000, 7000]);
    expect(onWait.mock.calls.map(([nextAt]) => nextAt)).toEqual([1000, 3000, 7000]);
  });

  it('stops when aborted: during a pause, or after a call failed', async () => {
    const controller = new AbortController();
    const call = failing(5);
    const result = retryWithBackoff(call, {
      delayMs: () => 1000,
      signal: controller.signal,
    }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(500);
    controller.abort('left the page');
    expect(await result).toBe('left the page');
    await vi.runAllTimersAsync();
    expect(call).toHaveBeenCalledTimes(1);

    const later = new AbortController();
    const onWait = vi.fn();
    const aborting = vi.fn(async () => {
      later.abort('gone');
      throw new Error('aborted request');
    });
    const stopped = retryWithBackoff(aborting, {
      delayMs: () => 1000,
      onWait,
      signal: later.signal,
    });
    await expect(stopped).rejects.toBe('gone');
    expect(onWait).not.toHaveBeenCalled();
  });
});
