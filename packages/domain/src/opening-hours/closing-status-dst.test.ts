import type { Period } from '@parking/domain/contracts';
import { describe, expect, it } from 'vitest';
import { ALWAYS, at, days, implementations, period, WEEKDAYS } from './closing-status.fixtures.js';
import type { ClosingStatus } from './closing-status-types.js';

// The daylight-saving days of 2026 in New York and Madrid: gaps, repeated hours, overnight ranges.
describe.each(implementations)('%s', (_name, closingStatus) => {
  const statusOf = (periods: Period[], now: Date, timeZone = 'UTC'): ClosingStatus =>
    closingStatus({ periods, now, timeZone });

  describe('New York daylight saving', () => {
    const timeZone = 'America/New_York';

    it('opens a 09:00 weekday at 13:00Z after the spring change (was 14:00Z)', () => {
      const hours = [period('PRIMARY', ALWAYS, null, days(WEEKDAYS, 9 * 60, 17 * 60))];
      expect(statusOf(hours, at('2026-03-06T22:30:00Z'), timeZone).nextOpeningDate).toEqual(
        at('2026-03-09T13:00:00Z'),
      );
    });

    it('2026-03-08: a range starting in the gap opens at the first instant after it', () => {
      const early = [period('PRIMARY', ALWAYS, null, days(['SUNDAY'], 2 * 60 + 30, 5 * 60))];
      expect(statusOf(early, at('2026-03-07T17:00:00Z'), timeZone)).toEqual({
        isOpen: false,
        isClosingSoon: false,
        closingType: 'regular',
        nextOpeningDate: at('2026-03-08T07:00:00Z'),
        nextClosingDate: { from: at('2026-03-07T17:00:00Z'), to: at('2026-03-08T07:00:00Z') },
      });
      expect(statusOf(early, at('2026-03-08T07:00:00Z'), timeZone).nextClosingDate?.from).toEqual(
        at('2026-03-08T09:01:00Z'),
      );
    });

    it('2026-03-08: a range ending in the gap closes when the clock jumps past it', () => {
      const night = [period('PRIMARY', ALWAYS, null, days(['SUNDAY'], 60, 2 * 60 + 30))];
      expect(statusOf(night, at('2026-03-08T06:30:00Z'), timeZone).nextClosingDate).toEqual({
        from: at('2026-03-08T07:00:00Z'),
        to: at('2026-03-15T05:00:00Z'),
      });
    });

    it('2026-11-01: the repeated hour is open each time the clock shows it', () => {
      const night = [period('PRIMARY', ALWAYS, null, days(['SUNDAY'], 0, 90))];
      expect(statusOf(night, at('2026-11-01T04:00:00Z'), timeZone).nextClosingDate).toEqual({
        from: at('2026-11-01T05:31:00Z'),
        to: at('2026-11-01T06:00:00Z'),
      });
    });

    it('2026-11-01: a range starting in the repeated hour closes when the clock falls back', () => {
      const early = [period('PRIMARY', ALWAYS, null, days(['SUNDAY'], 90, 180))];
      expect(statusOf(early, at('2026-11-01T05:30:00Z'), timeZone).nextClosingDate).toEqual({
        from: at('2026-11-01T06:00:00Z'),
        to: at('2026-11-01T06:30:00Z'),
      });
      expect(statusOf(early, at('2026-11-01T06:30:00Z'), timeZone).nextClosingDate?.from).toEqual(
        at('2026-11-01T08:01:00Z'),
      );
    });
  });

  describe('Madrid daylight saving', () => {
    const timeZone = 'Europe/Madrid';

    it('2026-03-29: a range entirely inside the gap never opens that day', () => {
      const skipped = [period('PRIMARY', ALWAYS, null, days(['SUNDAY'], 2 * 60, 2 * 60 + 59))];
      expect(statusOf(skipped, at('2026-03-28T12:00:00Z'), timeZone).nextOpeningDate).toEqual(
        at('2026-04-05T00:00:00Z'),
      );
    });

    it('2026-03-29: an overnight range ends an hour sooner in UTC', () => {
      const night = [period('PRIMARY', ALWAYS, null, days(['SATURDAY'], 22 * 60, 1440 + 6 * 60))];
      expect(statusOf(night, at('2026-03-28T22:00:00Z'), timeZone).nextClosingDate?.from).toEqual(
        at('2026-03-29T04:01:00Z'),
      );
    });

    it('2026-10-25: the repeated 02:00-02:30 is open twice', () => {
      const short = [period('PRIMARY', ALWAYS, null, days(['SUNDAY'], 2 * 60, 2 * 60 + 30))];
      expect(statusOf(short, at('2026-10-25T00:15:00Z'), timeZone).nextClosingDate).toEqual({
        from: at('2026-10-25T00:31:00Z'),
        to: at('2026-10-25T01:00:00Z'),
      });
    });
  });
});
