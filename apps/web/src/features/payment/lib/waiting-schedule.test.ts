import { describe, expect, it } from 'vitest';
import { isTakingLonger, pollDelayMs, secondsUntil } from './waiting-schedule.ts';

describe('waiting schedule', () => {
  it('doubles the pause from 1 s up to 15 s', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map(pollDelayMs)).toEqual([
      1000, 2000, 4000, 8000, 15_000, 15_000, 15_000,
    ]);
  });

  it('counts whole seconds down to 1', () => {
    expect(secondsUntil(10_000, 2_000)).toBe(8);
    expect(secondsUntil(10_000, 9_100)).toBe(1);
    expect(secondsUntil(10_000, 10_500)).toBe(1);
  });

  it('says it takes longer after 20 s', () => {
    expect(isTakingLonger(0, 19_999)).toBe(false);
    expect(isTakingLonger(0, 20_000)).toBe(true);
  });
});
