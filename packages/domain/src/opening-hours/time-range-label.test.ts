import { describe, expect, it } from 'vitest';
import { endsNextDay, formatTimeRange } from './time-range-label.js';

const range = (startTimeOfPeriod: number, endTimeOfPeriod: number) => ({
  startTimeOfPeriod,
  endTimeOfPeriod,
});

describe('formatTimeRange', () => {
  it.each([
    [range(480, 1080), '08:00 - 18:00'],
    [range(0, 1439), '00:00 - 23:59'],
    [range(1320, 1440 + 120), '22:00 - 02:00 (+1)'],
    [range(1320, 120), '22:00 - 02:00 (+1)'],
    [range(600, 600), '10:00 - 10:00'],
  ])('%o is %s', (subject, expected) => {
    expect(formatTimeRange({ range: subject })).toBe(expected);
  });
});

describe('endsNextDay', () => {
  it('is true for both wrap encodings only', () => {
    expect(endsNextDay({ range: range(1320, 1440) })).toBe(true);
    expect(endsNextDay({ range: range(1320, 0) })).toBe(true);
    expect(endsNextDay({ range: range(0, 1439) })).toBe(false);
  });
});
