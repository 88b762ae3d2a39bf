import type { Period, PeriodType } from '@parking/domain/contracts';
import { describe, expect, it } from 'vitest';
import { getOpeningStateAt } from './opening-state.js';
import { toPeriodSchedule } from './period-schedule.js';
import { MINUTE_MS } from './time-units.js';

const instantMs = Date.parse('2026-01-05T12:00:00Z');
const wallMinute = instantMs / MINUTE_MS;

function allDay(type: PeriodType, startOfPeriod = '2026-01-01T00:00:00Z'): Period {
  return {
    periodId: '00000000-0000-4000-8000-000000000001',
    type,
    startOfPeriod,
    endOfPeriod: null,
    dayWeek: [],
  };
}

function stateOf(periods: Period[]) {
  const schedules = periods.map((period) => toPeriodSchedule({ period }));
  return getOpeningStateAt({ schedules, instantMs, wallMinute });
}

describe('getOpeningStateAt', () => {
  it('is closed with no periods', () => {
    expect(stateOf([])).toEqual({
      isOpen: false,
      isPrimaryActive: false,
      isExceptionActive: false,
    });
  });

  it('is open when a PRIMARY is active and no EXCEPTION is', () => {
    expect(stateOf([allDay('PRIMARY')]).isOpen).toBe(true);
  });

  it('is closed when an EXCEPTION is active too', () => {
    expect(stateOf([allDay('PRIMARY'), allDay('EXCEPTION')])).toEqual({
      isOpen: false,
      isPrimaryActive: true,
      isExceptionActive: true,
    });
  });

  it('ignores an EXCEPTION that has not started', () => {
    expect(stateOf([allDay('PRIMARY'), allDay('EXCEPTION', '2026-02-01T00:00:00Z')]).isOpen).toBe(
      true,
    );
  });

  it('ignores VALID periods either way', () => {
    expect(stateOf([allDay('VALID')]).isOpen).toBe(false);
    expect(stateOf([allDay('PRIMARY'), allDay('VALID')]).isOpen).toBe(true);
  });
});
