import type { Period } from '@parking/domain/contracts';
import { describe, expect, it } from 'vitest';
import { pickPrimaryPeriod } from './primary-period.ts';

const period = (
  periodId: string,
  type: Period['type'],
  start: string,
  end: string | null,
): Period => ({
  periodId,
  type,
  startOfPeriod: start,
  endOfPeriod: end,
  dayWeek: [],
});

describe('pickPrimaryPeriod', () => {
  const now = new Date('2026-06-15T12:00:00Z');
  const past = period('past', 'PRIMARY', '2025-01-01T00:00:00Z', '2025-12-31T23:59:59Z');
  const current = period('current', 'PRIMARY', '2026-01-01T00:00:00Z', null);
  const future = period('future', 'PRIMARY', '2027-01-01T00:00:00Z', null);
  const exception = period(
    'exception',
    'EXCEPTION',
    '2026-06-01T00:00:00Z',
    '2026-07-01T00:00:00Z',
  );

  it('prefers the PRIMARY period in force', () => {
    expect(pickPrimaryPeriod([exception, past, future, current], now)?.periodId).toBe('current');
  });

  it('then the next one to start, then the first', () => {
    expect(pickPrimaryPeriod([past, future], now)?.periodId).toBe('future');
    expect(pickPrimaryPeriod([past], now)?.periodId).toBe('past');
    expect(pickPrimaryPeriod([exception], now)).toBeUndefined();
  });
});
