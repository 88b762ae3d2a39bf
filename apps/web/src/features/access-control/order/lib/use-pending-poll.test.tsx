// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { usePendingPoll } from './use-pending-poll.ts';

const quick = { everyMs: 5, times: 3 };

describe('usePendingPoll', () => {
  it('asks `times` times while pending, then says it is exhausted; again() starts a new round', async () => {
    const refetch = vi.fn(async () => {});
    const { result } = renderHook(() => usePendingPoll(true, refetch, quick));
    expect(result.current.exhausted).toBe(false);
    await waitFor(() => expect(result.current.exhausted).toBe(true));
    expect(refetch).toHaveBeenCalledTimes(3);
    act(() => result.current.again());
    expect(result.current.exhausted).toBe(false);
    await waitFor(() => expect(result.current.exhausted).toBe(true));
    expect(refetch).toHaveBeenCalledTimes(6);
  });

  it('asks nothing once the order is settled', async () => {
    const refetch = vi.fn(async () => {});
    const { result } = renderHook(() => usePendingPoll(false, refetch, quick));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(refetch).not.toHaveBeenCalled();
    expect(result.current.exhausted).toBe(false);
  });
});
