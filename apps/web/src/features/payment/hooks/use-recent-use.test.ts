// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDLE_AFTER_MS, isInUse, useRecentUse } from './use-recent-use.ts';

describe('isInUse', () => {
  it('needs a visible page and something done in the last 5 minutes', () => {
    expect(IDLE_AFTER_MS).toBe(300_000);
    expect(isInUse({ visible: true, lastActivityAt: 0, now: 299_999 })).toBe(true);
    expect(isInUse({ visible: true, lastActivityAt: 0, now: 300_000 })).toBe(false);
    expect(isInUse({ visible: false, lastActivityAt: 0, now: 1 })).toBe(false);
  });
});

describe('useRecentUse', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('counts opening, keys and taps anywhere, and the card frame through touch', () => {
    const { result } = renderHook(() => useRecentUse());
    vi.setSystemTime(299_000);
    expect(result.current.inUse()).toBe(true);
    vi.setSystemTime(300_000);
    expect(result.current.inUse()).toBe(false);

    act(() => {
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
    });
    vi.setSystemTime(599_000);
    expect(result.current.inUse()).toBe(true);
    vi.setSystemTime(600_000);
    expect(result.current.inUse()).toBe(false);

    act(() => result.current.touch());
    vi.setSystemTime(899_000);
    expect(result.current.inUse()).toBe(true);
  });
});
