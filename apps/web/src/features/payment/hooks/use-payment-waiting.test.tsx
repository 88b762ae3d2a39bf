// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#web/lib/api-client.ts';
import type { PaidTarget } from '../lib/payment-actions.ts';
import { usePaymentWaiting } from './use-payment-waiting.ts';

const resume = { paidRef: '00386b06-ac38-4389-86d6-a6f443efc927' };
const notFinal = () => new ApiError('Not Found', 404, 404);

/** Moves the fake clock by `ms` and lets React apply what the timers did. */
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('usePaymentWaiting', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('asks after 1, 2, 4, 8 and 15 s, showing when the next check starts', async () => {
    const find = vi.fn(async () => {
      throw notFinal();
    });
    const onFound = vi.fn();
    const { result } = renderHook(() => usePaymentWaiting({ externalId: 'pi_1', find, onFound }));
    expect(result.current).toEqual({ startedAt: 0, nextAt: 1000, now: 0 });
    const checksAt = [1000, 3000, 7000, 15_000, 30_000, 45_000];
    let now = 0;
    for (const [index, at] of checksAt.entries()) {
      await advance(at - now - 1);
      expect(find).toHaveBeenCalledTimes(index);
      await advance(1);
      now = at;
      expect(find).toHaveBeenCalledTimes(index + 1);
      expect(find).toHaveBeenLastCalledWith('pi_1', expect.any(AbortSignal));
    }
    expect(result.current?.nextAt).toBe(60_000);
    expect(onFound).not.toHaveBeenCalled();
  });

  it('hands the session over once and stops asking', async () => {
    const find = vi
      .fn<(externalId: string) => Promise<PaidTarget>>()
      .mockRejectedValueOnce(notFinal())
      .mockResolvedValue(resume);
    const onFound = vi.fn();
    renderHook(() => usePaymentWaiting({ externalId: 'pi_1', find, onFound }));
    await advance(3000);
    expect(onFound).toHaveBeenCalledTimes(1);
    expect(onFound).toHaveBeenCalledWith(resume);
    await advance(60_000);
    expect(find).toHaveBeenCalledTimes(2);
  });

  it('stops, and aborts the request under way, when the form goes away', async () => {
    let signal: AbortSignal | undefined;
    const find = vi.fn(
      (_externalId: string, given: AbortSignal) =>
        new Promise<PaidTarget>((_resolve, reject) => {
          signal = given;
          given.addEventListener('abort', () => reject(given.reason));
        }),
    );
    const onFound = vi.fn();
    const { unmount } = renderHook(() => usePaymentWaiting({ externalId: 'pi_1', find, onFound }));
    await advance(1000);
    expect(find).toHaveBeenCalledTimes(1);
    unmount();
    expect(signal?.aborted).toBe(true);
    await advance(60_000);
    expect(find).toHaveBeenCalledTimes(1);
    expect(onFound).not.toHaveBeenCalled();
  });

  it('waits for nothing without an external id', () => {
    const find = vi.fn(async () => resume);
    const { result } = renderHook(() =>
      usePaymentWaiting({ externalId: null, find, onFound: vi.fn() }),
    );
    expect(result.current).toBeNull();
    expect(find).not.toHaveBeenCalled();
  });
});
