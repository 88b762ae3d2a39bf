import { describe, expect, it } from 'vitest';
import { formatTimeLeft } from './time-left.js';

describe('formatTimeLeft', () => {
  it('writes hours and minutes', () => {
    expect(formatTimeLeft(80)).toBe('1 h 20 min');
    expect(formatTimeLeft(45)).toBe('45 min');
    expect(formatTimeLeft(120)).toBe('2 h');
    expect(formatTimeLeft(1)).toBe('1 min');
  });

  it('writes days without minutes past a day', () => {
    expect(formatTimeLeft(1440)).toBe('1 d');
    expect(formatTimeLeft(2 * 1440 + 3 * 60 + 7)).toBe('2 d 3 h');
  });

  it('never goes below zero and rounds partial minutes up', () => {
    expect(formatTimeLeft(0)).toBe('0 min');
    expect(formatTimeLeft(-5)).toBe('0 min');
    expect(formatTimeLeft(0.2)).toBe('1 min');
  });
});
