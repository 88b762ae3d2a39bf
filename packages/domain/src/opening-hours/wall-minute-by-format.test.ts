import { describe, expect, it } from 'vitest';
import { toWallMinuteByFormat } from './wall-minute-by-format.js';
import { toWallMinute } from './zoned-parts.js';

const TIME_ZONES = [
  'UTC',
  'America/New_York',
  'Europe/Madrid',
  'America/Los_Angeles',
  'Asia/Kolkata',
  'Australia/Lord_Howe',
];

describe('toWallMinuteByFormat', () => {
  it.each(TIME_ZONES)(
    'reads the same wall clock as toWallMinute through 2026 in %s',
    (timeZone) => {
      const startMs = Date.parse('2026-01-01T00:00:00Z');
      const stepMs = (7 * 60 + 13) * 60_000 + 17_000; // drifts across minutes, hours and seconds
      for (let instantMs = startMs; instantMs < startMs + 366 * 86_400_000; instantMs += stepMs) {
        expect(toWallMinuteByFormat({ instantMs, timeZone })).toBe(
          toWallMinute({ date: new Date(instantMs), timeZone }),
        );
      }
    },
  );

  it('reads both sides of the New York spring-forward', () => {
    const wallIso = (iso: string) =>
      new Date(
        toWallMinuteByFormat({ instantMs: Date.parse(iso), timeZone: 'America/New_York' }) * 60_000,
      ).toISOString();
    expect(wallIso('2026-03-08T06:59:59Z')).toBe('2026-03-08T01:59:00.000Z');
    expect(wallIso('2026-03-08T07:00:00Z')).toBe('2026-03-08T03:00:00.000Z');
  });
});
