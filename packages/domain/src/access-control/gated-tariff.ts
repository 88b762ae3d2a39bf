/**
 * What a stay in a gated lot costs (docs/decisions/056). Pure: minutes in, minor units out.
 *
 * - A stay of at most `freeMinutes` costs nothing; a longer one is charged from its entry.
 * - Within each 24 hours of stay the price follows `steps` (the first step whose `upToMinutes`
 *   covers the minutes), then `thenAmountMinor` for every started `thenEveryMinutes` after the
 *   last step, and never more than `dailyCapMinor`.
 * - Each full 24 hours costs `dailyCapMinor`. Days are 24 hours of elapsed time from entry, not
 *   calendar days: a night of a daylight-saving change neither adds a day nor gives an hour away.
 */
export interface GatedTariffStep {
  /** The step applies to stays (within a day) up to this many minutes, inclusive. */
  upToMinutes: number;
  /** The price of such a stay, cumulative (not added to the earlier steps). */
  amountMinor: number;
}

export interface GatedTariff {
  freeMinutes: number;
  /** Ascending by upToMinutes and by amountMinor. */
  steps: readonly GatedTariffStep[];
  thenEveryMinutes: number;
  thenAmountMinor: number;
  dailyCapMinor: number;
  /** Minutes a paid stay has to leave before it owes again (10: the paid-ticket message). */
  graceMinutes: number;
}

export const MINUTES_PER_DAY = 24 * 60;

/** The price of `minutes` (0 to 1440) within one day of stay, capped. */
function priceWithinDay(tariff: GatedTariff, minutes: number): number {
  if (minutes <= 0) return 0;
  let price: number | undefined;
  for (const step of tariff.steps) {
    if (minutes <= step.upToMinutes) {
      price = step.amountMinor;
      break;
    }
  }
  if (price === undefined) {
    const last = tariff.steps.at(-1);
    const from = last?.upToMinutes ?? 0;
    const base = last?.amountMinor ?? 0;
    price = base + Math.ceil((minutes - from) / tariff.thenEveryMinutes) * tariff.thenAmountMinor;
  }
  return Math.min(price, tariff.dailyCapMinor);
}

/**
 * The tariff for a stay of `elapsedMs` milliseconds. Started minutes count: 61 seconds is 2
 * minutes.
 */
export function gatedTariffAmountMinor(tariff: GatedTariff, elapsedMs: number): number {
  const minutes = Math.max(0, Math.ceil(elapsedMs / 60_000));
  if (minutes <= tariff.freeMinutes) return 0;
  const days = Math.floor(minutes / MINUTES_PER_DAY);
  return days * tariff.dailyCapMinor + priceWithinDay(tariff, minutes % MINUTES_PER_DAY);
}

/** Beyond this the search gives up: a tariff that never asks more than was paid. */
const COVERAGE_SEARCH_LIMIT_MINUTES = 100 * 365 * MINUTES_PER_DAY;

/**
 * How long a stay `paidMinor` pays for, in milliseconds from entry: the tariff asks more for
 * any longer stay. Null when it never does (a tariff that costs nothing). The tariff never
 * decreases with time, so the first minute that costs more is found by doubling, then halving.
 */
export function gatedTariffCoveredMs(tariff: GatedTariff, paidMinor: number): number | null {
  const costsMore = (minutes: number) =>
    gatedTariffAmountMinor(tariff, minutes * 60_000) > paidMinor;
  let covered = 0;
  let beyond = 1;
  while (!costsMore(beyond)) {
    covered = beyond;
    beyond *= 2;
    if (beyond > COVERAGE_SEARCH_LIMIT_MINUTES) return null;
  }
  while (beyond - covered > 1) {
    const middle = Math.floor((covered + beyond) / 2);
    if (costsMore(middle)) beyond = middle;
    else covered = middle;
  }
  return covered * 60_000;
}

/** What a stay that entered at `start` owes at `at`, after `paidMinor` was paid. Never negative. */
export function stayAmountDueMinor(
  tariff: GatedTariff,
  start: Date,
  at: Date,
  paidMinor: number,
): number {
  return Math.max(0, gatedTariffAmountMinor(tariff, at.getTime() - start.getTime()) - paidMinor);
}

/** The spec's `stayAmount`: major units rounded to 2 decimals. */
export function stayAmountOf(minor: number): number {
  return Math.round(minor) / 100;
}
