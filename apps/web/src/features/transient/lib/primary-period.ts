import type { Period } from '@parking/domain/contracts';

/**
 * The PRIMARY period whose access hours to show: the one in force at `now`, else the next to
 * start, else the first listed.
 */
export function pickPrimaryPeriod(periods: readonly Period[], now: Date): Period | undefined {
  const primaries = periods.filter((period) => period.type === 'PRIMARY');
  const at = now.getTime();
  const starts = (period: Period) => Date.parse(period.startOfPeriod);
  const ends = (period: Period) =>
    period.endOfPeriod ? Date.parse(period.endOfPeriod) : Number.POSITIVE_INFINITY;
  return (
    primaries.find((period) => starts(period) <= at && at <= ends(period)) ??
    primaries.filter((period) => starts(period) > at).sort((a, b) => starts(a) - starts(b))[0] ??
    primaries[0]
  );
}
