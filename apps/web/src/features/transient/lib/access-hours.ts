import type { Period, Weekday } from '@parking/domain/contracts';

export interface AccessHoursRow {
  days: string;
  hours: string[];
  dayKeys: Weekday[];
}

/**
 * Placeholder until the domain's mergeAccessHours lands in '@parking/domain/opening-hours'
 * (same signature): no rows, so the access-hours box stays hidden meanwhile.
 */
export function mergeAccessHours(_input: { period: Period; locale: string }): AccessHoursRow[] {
  return [];
}
