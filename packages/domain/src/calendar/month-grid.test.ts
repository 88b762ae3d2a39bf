import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, addMonths, weekdayOf } from './calendar-date.ts';
import { monthGrid, moveByKey, weekStartOf } from './month-grid.ts';

const anyDate = fc.integer({ min: 0, max: 40_000 }).map((days) => addDays('2000-01-01', days));

describe('weekStartOf', () => {
  it('starts the Spanish week on Monday and the American one on Sunday', () => {
    expect(weekStartOf('es-ES')).toBe(1);
    expect(weekStartOf('en-US')).toBe(0);
  });
});

describe('monthGrid', () => {
  it('lays December 2026 from Monday 30 November in Spanish, Sunday 29 November in English', () => {
    const monday = monthGrid({ month: '2026-12-15', weekStart: 1 });
    expect(monday[0]?.[0]).toBe('2026-11-30');
    expect(monday.at(-1)?.at(-1)).toBe('2027-01-03');
    const sunday = monthGrid({ month: '2026-12-15', weekStart: 0 });
    expect(sunday[0]?.[0]).toBe('2026-11-29');
    expect(sunday.at(-1)?.at(-1)).toBe('2027-01-02');
  });

  it('holds each day of the month once, in weeks of 7 that start on the week start', () => {
    fc.assert(
      fc.property(anyDate, fc.constantFrom(0, 1), (month, weekStart) => {
        const weeks = monthGrid({ month, weekStart });
        const days = weeks.flat();
        expect(weeks.length).toBeGreaterThanOrEqual(4);
        expect(weeks.length).toBeLessThanOrEqual(6);
        for (const week of weeks) {
          expect(week).toHaveLength(7);
          expect(weekdayOf(week[0] ?? '')).toBe(weekStart);
        }
        for (let index = 1; index < days.length; index += 1) {
          expect(days[index]).toBe(addDays(days[index - 1] ?? '', 1));
        }
        const inMonth = days.filter((day) => day.slice(0, 7) === month.slice(0, 7));
        expect(inMonth[0]?.slice(8)).toBe('01');
        expect(inMonth.at(-1)).toBe(addDays(addMonths(`${month.slice(0, 8)}01`, 1), -1));
      }),
    );
  });
});

describe('moveByKey', () => {
  const move = (key: string, shiftKey = false) =>
    moveByKey({ date: '2026-01-31', key, shiftKey, weekStart: 1 });

  it('moves as the WAI-ARIA date picker dialog does', () => {
    expect(move('ArrowLeft')).toBe('2026-01-30');
    expect(move('ArrowRight')).toBe('2026-02-01');
    expect(move('ArrowUp')).toBe('2026-01-24');
    expect(move('ArrowDown')).toBe('2026-02-07');
    // Saturday 31 January 2026: the Spanish week runs from Monday 26 to Sunday 1 February.
    expect(move('Home')).toBe('2026-01-26');
    expect(move('End')).toBe('2026-02-01');
    expect(moveByKey({ date: '2026-01-31', key: 'Home', weekStart: 0 })).toBe('2026-01-25');
    // A shorter month keeps its last day.
    expect(move('PageDown')).toBe('2026-02-28');
    expect(move('PageUp')).toBe('2025-12-31');
    expect(move('PageDown', true)).toBe('2027-01-31');
    expect(move('Enter')).toBeNull();
  });

  it('keeps Home and End inside the week, with End six days after Home', () => {
    fc.assert(
      fc.property(anyDate, fc.constantFrom(0, 1), (date, weekStart) => {
        const home = moveByKey({ date, key: 'Home', weekStart }) ?? '';
        const end = moveByKey({ date, key: 'End', weekStart }) ?? '';
        expect(home <= date && date <= end).toBe(true);
        expect(addDays(home, 6)).toBe(end);
        expect(weekdayOf(home)).toBe(weekStart);
      }),
    );
  });
});
