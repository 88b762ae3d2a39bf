import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  getCoveredPeriod,
  getExpireSoonAt,
  getRemainingMinutes,
  getSessionState,
} from './session-state.js';

const at = (iso: string) => new Date(iso);

describe('getCoveredPeriod', () => {
  it('takes the earliest start and the latest end of BASE payments only', () => {
    const period = getCoveredPeriod({
      payments: [
        {
          type: 'BASE',
          startPeriodCovered: '2026-11-22T10:00:00Z',
          endPeriodCovered: '2026-11-22T11:00:00Z',
        },
        {
          type: 'BASE',
          startPeriodCovered: '2026-11-22T11:00:00Z',
          endPeriodCovered: '2026-11-22T11:30:00Z',
        },
        {
          type: 'REFUND',
          startPeriodCovered: '2026-11-22T09:00:00Z',
          endPeriodCovered: '2026-11-22T23:00:00Z',
        },
      ],
    });
    expect(period).toEqual({ start: at('2026-11-22T10:00:00Z'), end: at('2026-11-22T11:30:00Z') });
  });

  it('is null without BASE payments', () => {
    expect(getCoveredPeriod({ payments: [] })).toBeNull();
  });
});

describe('getRemainingMinutes', () => {
  const end = at('2026-11-22T12:00:00Z');

  it('rounds up to whole minutes', () => {
    expect(getRemainingMinutes({ end, now: at('2026-11-22T11:59:30Z') })).toBe(1);
    expect(getRemainingMinutes({ end, now: at('2026-11-22T11:59:00Z') })).toBe(1);
    expect(getRemainingMinutes({ end, now: at('2026-11-22T11:58:59Z') })).toBe(2);
    expect(getRemainingMinutes({ end, now: end })).toBe(0);
    expect(getRemainingMinutes({ end, now: at('2026-11-22T12:00:30Z') })).toBe(0);
    expect(getRemainingMinutes({ end, now: at('2026-11-22T12:01:00Z') })).toBe(-1);
  });

  it('is never 0 or less while time remains', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), (msLeft) => {
        const now = new Date(end.getTime() - msLeft);
        expect(getRemainingMinutes({ end, now })).toBeGreaterThan(0);
      }),
    );
  });
});

describe('getSessionState', () => {
  it('follows the three banner states against expireMinutes', () => {
    expect(getSessionState({ remainingMinutes: -3, expireMinutes: 15 })).toBe('expired');
    expect(getSessionState({ remainingMinutes: 0, expireMinutes: 15 })).toBe('expired');
    expect(getSessionState({ remainingMinutes: 1, expireMinutes: 15 })).toBe('expiring-soon');
    expect(getSessionState({ remainingMinutes: 15, expireMinutes: 15 })).toBe('expiring-soon');
    expect(getSessionState({ remainingMinutes: 16, expireMinutes: 15 })).toBe('active');
  });

  it('moves monotonically from active to expiring soon to expired as time passes', () => {
    const rank = { active: 2, 'expiring-soon': 1, expired: 0 } as const;
    fc.assert(
      fc.property(
        fc.integer({ min: -100, max: 500 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 120 }),
        (remaining, elapsed, expireMinutes) => {
          const before = getSessionState({ remainingMinutes: remaining, expireMinutes });
          const after = getSessionState({ remainingMinutes: remaining - elapsed, expireMinutes });
          expect(rank[after]).toBeLessThanOrEqual(rank[before]);
        },
      ),
    );
  });
});

describe('getExpireSoonAt', () => {
  it('is expireMinutes before the end: where the state turns expire soon', () => {
    const end = new Date('2026-11-25T23:34:00Z');
    const at = getExpireSoonAt({ end, expireMinutes: 15 });
    expect(at).toEqual(new Date('2026-11-25T23:19:00Z'));
    expect(getRemainingMinutes({ end, now: at })).toBe(15);
    expect(getSessionState({ remainingMinutes: 15, expireMinutes: 15 })).toBe('expiring-soon');
  });
});
