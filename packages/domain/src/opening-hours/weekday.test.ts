import { WEEKDAYS } from '@parking/domain/contracts';
import { describe, expect, it } from 'vitest';
import { DAY_MS } from './time-units.js';
import {
  WEEKDAYS_MONDAY_FIRST,
  weekdayAt,
  weekdayIndexOf,
  weekdayIndexOfDayNumber,
} from './weekday.js';

describe('weekday helpers', () => {
  it('lists exactly the contract weekdays, Monday first', () => {
    expect(WEEKDAYS_MONDAY_FIRST).toEqual(WEEKDAYS);
  });

  it('maps a weekday to its index and back', () => {
    for (const [index, weekday] of WEEKDAYS_MONDAY_FIRST.entries()) {
      expect(weekdayIndexOf({ weekday })).toBe(index);
      expect(weekdayAt({ index: weekdayIndexOf({ weekday }) })).toBe(weekday);
    }
  });

  it('finds the weekday of a day number, before and after 1970', () => {
    expect(weekdayIndexOfDayNumber({ dayNumber: 0 })).toBe(3); // Thursday 1970-01-01
    expect(weekdayIndexOfDayNumber({ dayNumber: -1 })).toBe(2); // Wednesday 1969-12-31
    const sunday = Date.parse('2026-03-08T00:00:00Z') / DAY_MS;
    expect(weekdayIndexOfDayNumber({ dayNumber: sunday })).toBe(6);
    expect(weekdayIndexOfDayNumber({ dayNumber: sunday + 1 })).toBe(0);
  });
});
