import { describe, expect, it } from 'vitest';
import { formatDurationMinutes } from './duration.ts';

describe('formatDurationMinutes', () => {
  it('writes hours and minutes', () => {
    expect(formatDurationMinutes(80)).toBe('1 h 20 min');
    expect(formatDurationMinutes(45)).toBe('45 min');
    expect(formatDurationMinutes(120)).toBe('2 h');
    expect(formatDurationMinutes(1)).toBe('1 min');
  });

  it('writes days without minutes past a day', () => {
    expect(formatDurationMinutes(1440)).toBe('1 d');
    expect(formatDurationMinutes(2 * 1440 + 3 * 60 + 7)).toBe('2 d 3 h');
  });

  it('never goes below zero and rounds partial minutes up', () => {
    expect(formatDurationMinutes(0)).toBe('0 min');
    expect(formatDurationMinutes(-5)).toBe('0 min');
    expect(formatDurationMinutes(0.2)).toBe('1 min');
  });
});
