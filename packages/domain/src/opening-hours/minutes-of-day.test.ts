import { describe, expect, it } from 'vitest';
import { formatMinutesOfDay } from './minutes-of-day.js';

describe('formatMinutesOfDay', () => {
  it.each([
    [0, '00:00'],
    [9 * 60 + 5, '09:05'],
    [1439, '23:59'],
    [1440, '00:00'],
    [1440 + 2 * 60, '02:00'],
    [2879, '23:59'],
  ])('%i minutes is %s', (minutes, expected) => {
    expect(formatMinutesOfDay({ minutes })).toBe(expected);
  });
});
