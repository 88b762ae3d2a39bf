import { describe, expect, it } from 'vitest';
import { toZonedParts } from './zoned-parts.js';
import { fromZonedWallClock } from './zoned-wall-clock.js';

function isoOf(timeZone: string, wall: [number, number, number, number, number]): string {
  const [year, month, day, hour, minute] = wall;
  return fromZonedWallClock({
    wallClock: { year, month, day, hour, minute },
    timeZone,
  }).toISOString();
}

describe('fromZonedWallClock', () => {
  it('converts an ordinary local time', () => {
    expect(isoOf('America/New_York', [2026, 1, 5, 9, 30])).toBe('2026-01-05T14:30:00.000Z');
    expect(isoOf('Asia/Kolkata', [2026, 1, 5, 9, 30])).toBe('2026-01-05T04:00:00.000Z');
    expect(isoOf('UTC', [2026, 1, 5, 9, 30])).toBe('2026-01-05T09:30:00.000Z');
  });

  it('New York 2026-03-08: a time in the gap is the first instant after it', () => {
    expect(isoOf('America/New_York', [2026, 3, 8, 1, 59])).toBe('2026-03-08T06:59:00.000Z');
    expect(isoOf('America/New_York', [2026, 3, 8, 2, 0])).toBe('2026-03-08T07:00:00.000Z');
    expect(isoOf('America/New_York', [2026, 3, 8, 2, 30])).toBe('2026-03-08T07:00:00.000Z');
    expect(isoOf('America/New_York', [2026, 3, 8, 3, 0])).toBe('2026-03-08T07:00:00.000Z');
  });

  it('New York 2026-11-01: a repeated time is the earlier instant', () => {
    expect(isoOf('America/New_York', [2026, 11, 1, 1, 30])).toBe('2026-11-01T05:30:00.000Z');
    expect(isoOf('America/New_York', [2026, 11, 1, 2, 0])).toBe('2026-11-01T07:00:00.000Z');
  });

  it('Madrid 2026-03-29 and 2026-10-25', () => {
    expect(isoOf('Europe/Madrid', [2026, 3, 29, 2, 30])).toBe('2026-03-29T01:00:00.000Z');
    expect(isoOf('Europe/Madrid', [2026, 3, 29, 3, 0])).toBe('2026-03-29T01:00:00.000Z');
    expect(isoOf('Europe/Madrid', [2026, 10, 25, 2, 30])).toBe('2026-10-25T00:30:00.000Z');
    expect(isoOf('Europe/Madrid', [2026, 10, 25, 3, 0])).toBe('2026-10-25T02:00:00.000Z');
  });

  it('round-trips with toZonedParts outside transitions', () => {
    const date = fromZonedWallClock({
      wallClock: { year: 2026, month: 7, day: 14, hour: 23, minute: 45 },
      timeZone: 'Australia/Lord_Howe',
    });
    expect(toZonedParts({ date, timeZone: 'Australia/Lord_Howe' })).toMatchObject({
      year: 2026,
      month: 7,
      day: 14,
      hour: 23,
      minute: 45,
    });
  });
});
