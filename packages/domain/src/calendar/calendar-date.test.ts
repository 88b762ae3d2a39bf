import { describe, expect, it } from 'vitest';
import { isOutside, reachableDays } from './calendar-date.js';

describe('isOutside', () => {
  it('is true only before the first day or after the last', () => {
    const range = { min: '2026-11-28', max: '2026-12-28' };
    expect(isOutside('2026-11-27', range)).toBe(true);
    expect(isOutside('2026-11-28', range)).toBe(false);
    expect(isOutside('2026-12-28', range)).toBe(false);
    expect(isOutside('2026-12-29', range)).toBe(true);
  });

  it('has no last day without a max', () => {
    expect(isOutside('2099-01-01', { min: '2026-11-28' })).toBe(false);
  });
});

describe('reachableDays', () => {
  it('spans the whole months of the first and the last day', () => {
    expect(reachableDays({ min: '2026-11-28', max: '2026-12-28' })).toEqual({
      first: '2026-11-01',
      last: '2026-12-31',
    });
  });

  it('ends in February’s last day, in a leap year too', () => {
    expect(reachableDays({ min: '2028-02-10', max: '2028-02-11' }).last).toBe('2028-02-29');
    expect(reachableDays({ min: '2027-02-10', max: '2027-02-11' }).last).toBe('2027-02-28');
  });

  it('has no last day without a max', () => {
    expect(reachableDays({ min: '2026-11-28' })).toEqual({ first: '2026-11-01', last: undefined });
  });
});
