import { describe, expect, it } from 'vitest';
import { ceilToMinute, floorToMinute } from './time-units.js';

describe('floorToMinute / ceilToMinute', () => {
  const aligned = Date.parse('2026-03-08T07:00:00.000Z');
  const unaligned = Date.parse('2026-03-08T07:00:30.500Z');

  it('leaves a whole-minute instant unchanged', () => {
    expect(floorToMinute({ instantMs: aligned })).toBe(aligned);
    expect(ceilToMinute({ instantMs: aligned })).toBe(aligned);
  });

  it('rounds an instant with seconds down and up to the surrounding minutes', () => {
    expect(new Date(floorToMinute({ instantMs: unaligned })).toISOString()).toBe(
      '2026-03-08T07:00:00.000Z',
    );
    expect(new Date(ceilToMinute({ instantMs: unaligned })).toISOString()).toBe(
      '2026-03-08T07:01:00.000Z',
    );
  });

  it('works before 1970 too', () => {
    expect(floorToMinute({ instantMs: -30_000 })).toBe(-60_000);
    expect(ceilToMinute({ instantMs: -30_000 })).toBe(-0);
  });
});
