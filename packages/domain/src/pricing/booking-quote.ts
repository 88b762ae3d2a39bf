import { toZonedParts } from '../opening-hours/zoned-parts.js';
import { fromZonedWallClock } from '../opening-hours/zoned-wall-clock.js';

/**
 * A reservation's price (docs/decisions/051). The reservation place's FLAT_RATE_TIER lines are
 * tiers by duration; the quote is the cheapest combination of lines whose coverage reaches the
 * asked window. Lines of whole days (1440, 2880 ... minutes) cover calendar days on the place's
 * clock, to the same wall-clock time, so a day across a DST change is one day (23 or 25 hours);
 * other lines cover elapsed minutes, counted after the days. The service fee is charged once
 * per booking: the largest fee among the lines used. Equal prices: the shorter coverage, then
 * fewer lines. The held window starts at the asked start and may end later than asked.
 */
export interface BookingTier {
  rateLineId: string;
  /** What the line covers, in minutes; a multiple of 1440 means calendar days. */
  durationMinutes: number;
  valueMinor: number;
  serviceFeeMinor: number;
}

export interface BookingQuoteLine {
  rateLineId: string;
  count: number;
}

export interface BookingQuotePrice {
  /** The held window: [start, end], end >= the asked end. */
  start: Date;
  end: Date;
  amountMinor: number;
  serviceFeeMinor: number;
  lines: BookingQuoteLine[];
  /** The line that contributes most to the amount (the payment's rate line). */
  mainRateLineId: string;
  durationMinutes: number;
  /** The held window ends later than asked. */
  extended: boolean;
}

const MINUTE_MS = 60_000;
const DAY_MINUTES = 1440;

/** Whole-day tiers cover calendar days; the rest elapsed minutes. */
export const isDayTier = (tier: Pick<BookingTier, 'durationMinutes'>) =>
  tier.durationMinutes % DAY_MINUTES === 0;

/**
 * `days` calendar days after `start` on the clock of `timeZone`, at the same wall-clock time
 * (seconds kept). A wall time a spring-forward skips becomes the first instant after the gap.
 */
export function addCalendarDays(start: Date, days: number, timeZone: string): Date {
  if (days === 0) return start;
  const parts = toZonedParts({ date: start, timeZone });
  const date = new Date(Date.UTC(parts.year, parts.month - 1, parts.day + days));
  const wall = fromZonedWallClock({
    wallClock: {
      year: date.getUTCFullYear(),
      month: date.getUTCMonth() + 1,
      day: date.getUTCDate(),
      hour: parts.hour,
      minute: parts.minute,
    },
    timeZone,
  });
  return new Date(wall.getTime() + (start.getTime() % MINUTE_MS));
}

/** A combination of tiers: what it costs before the fee, and how many lines it takes. */
interface Combo {
  valueMinor: number;
  coverMinutes: number;
  counts: Map<number, number>;
  size: number;
}

const EMPTY: Combo = { valueMinor: 0, coverMinutes: 0, counts: new Map(), size: 0 };

function add(combo: Combo, index: number, tier: BookingTier): Combo {
  const counts = new Map(combo.counts);
  counts.set(index, (counts.get(index) ?? 0) + 1);
  return {
    valueMinor: combo.valueMinor + tier.valueMinor,
    coverMinutes: combo.coverMinutes + tier.durationMinutes,
    counts,
    size: combo.size + 1,
  };
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

const better = (a: Combo, b: Combo | undefined) =>
  b === undefined ||
  a.valueMinor < b.valueMinor ||
  (a.valueMinor === b.valueMinor &&
    (a.coverMinutes < b.coverMinutes || (a.coverMinutes === b.coverMinutes && a.size < b.size)));

/**
 * Cheapest combination of `tiers` covering at least each 0..max units of `unit` minutes
 * (unbounded knapsack); the unit is the tiers' greatest common divisor, so 1 h, 3 h and 6 h
 * tiers over 30 days take 720 steps, not 43,200.
 */
function coverAtLeast(
  tiers: readonly { index: number; tier: BookingTier }[],
  max: number,
  unit: number,
): (Combo | undefined)[] {
  const best: (Combo | undefined)[] = [EMPTY];
  for (let need = 1; need <= max; need += 1) {
    let found: Combo | undefined;
    for (const { index, tier } of tiers) {
      const rest = best[Math.max(0, need - tier.durationMinutes / unit)];
      if (!rest) continue;
      const candidate = add(rest, index, tier);
      if (better(candidate, found)) found = candidate;
    }
    best.push(found);
  }
  return best;
}

/** Cheapest combination of day tiers of exactly 0..max days. */
function exactDays(
  tiers: readonly { index: number; tier: BookingTier }[],
  max: number,
): (Combo | undefined)[] {
  const best: (Combo | undefined)[] = [EMPTY];
  for (let days = 1; days <= max; days += 1) {
    let found: Combo | undefined;
    for (const { index, tier } of tiers) {
      const size = tier.durationMinutes / DAY_MINUTES;
      const rest = days >= size ? best[days - size] : undefined;
      if (!rest) continue;
      const candidate = add(rest, index, tier);
      if (better(candidate, found)) found = candidate;
    }
    best.push(found);
  }
  return best;
}

interface Candidate {
  totalMinor: number;
  endMs: number;
  size: number;
  counts: Map<number, number>;
  valueMinor: number;
}

/** The cheapest cover of the window by tiers whose fee is at most `feeCap`. */
function cheapestUnderFee(
  tiers: readonly BookingTier[],
  feeCap: number,
  start: Date,
  end: Date,
  timeZone: string,
): Candidate | undefined {
  const allowed = tiers
    .map((tier, index) => ({ index, tier }))
    .filter(({ tier }) => tier.serviceFeeMinor <= feeCap);
  const dayTiers = allowed.filter(({ tier }) => isDayTier(tier));
  const minuteTiers = allowed.filter(({ tier }) => !isDayTier(tier));
  const askedMinutes = Math.ceil((end.getTime() - start.getTime()) / MINUTE_MS);
  const unit = minuteTiers.reduce((divisor, { tier }) => gcd(divisor, tier.durationMinutes), 0);
  // Days enough to reach the end on their own, plus the longest day tier's overshoot.
  let daysToCover = 0;
  while (addCalendarDays(start, daysToCover, timeZone).getTime() < end.getTime()) daysToCover += 1;
  const longestDayTier = Math.max(
    0,
    ...dayTiers.map(({ tier }) => tier.durationMinutes / DAY_MINUTES),
  );
  const byDays = dayTiers.length > 0 ? exactDays(dayTiers, daysToCover + longestDayTier) : [EMPTY];
  const byMinutes =
    minuteTiers.length > 0
      ? coverAtLeast(minuteTiers, Math.ceil(askedMinutes / unit), unit)
      : [EMPTY];
  let found: Candidate | undefined;
  for (let days = 0; days < byDays.length; days += 1) {
    const dayCombo = byDays[days];
    if (!dayCombo) continue;
    const afterDays = addCalendarDays(start, days, timeZone);
    const rest = Math.max(0, Math.ceil((end.getTime() - afterDays.getTime()) / MINUTE_MS));
    const minuteCombo = rest === 0 ? EMPTY : byMinutes[Math.ceil(rest / unit)];
    if (!minuteCombo) continue;
    const counts = new Map(dayCombo.counts);
    for (const [index, count] of minuteCombo.counts) counts.set(index, count);
    const valueMinor = dayCombo.valueMinor + minuteCombo.valueMinor;
    const feeMinor = Math.max(0, ...[...counts.keys()].map((i) => tiers[i]?.serviceFeeMinor ?? 0));
    const candidate: Candidate = {
      totalMinor: valueMinor + feeMinor,
      endMs: afterDays.getTime() + minuteCombo.coverMinutes * MINUTE_MS,
      size: dayCombo.size + minuteCombo.size,
      counts,
      valueMinor,
    };
    if (
      !found ||
      candidate.totalMinor < found.totalMinor ||
      (candidate.totalMinor === found.totalMinor &&
        (candidate.endMs < found.endMs ||
          (candidate.endMs === found.endMs && candidate.size < found.size)))
    ) {
      found = candidate;
    }
  }
  return found;
}

/**
 * The quote of [start, end] at a place with these tiers, or null when no combination covers it
 * (no usable tier). `start < end` is the caller's check (reservation/availability.ts).
 */
export function priceBookingWindow({
  tiers,
  start,
  end,
  timeZone,
}: {
  tiers: readonly BookingTier[];
  start: Date;
  end: Date;
  timeZone: string;
}): BookingQuotePrice | null {
  const usable = tiers.filter(
    (tier) => Number.isInteger(tier.durationMinutes) && tier.durationMinutes > 0,
  );
  if (usable.length === 0 || end.getTime() <= start.getTime()) return null;
  const feeCaps = [...new Set(usable.map((tier) => tier.serviceFeeMinor))].sort((a, b) => a - b);
  let best: Candidate | undefined;
  for (const cap of feeCaps) {
    const candidate = cheapestUnderFee(usable, cap, start, end, timeZone);
    if (
      candidate &&
      (!best ||
        candidate.totalMinor < best.totalMinor ||
        (candidate.totalMinor === best.totalMinor &&
          (candidate.endMs < best.endMs ||
            (candidate.endMs === best.endMs && candidate.size < best.size))))
    ) {
      best = candidate;
    }
  }
  if (!best) return null;
  const entries = [...best.counts.entries()].sort(([a], [b]) => a - b);
  const lines = entries.map(([index, count]) => ({
    rateLineId: (usable[index] as BookingTier).rateLineId,
    count,
  }));
  const main = entries.reduce((top, entry) => {
    const value = (usable[entry[0]] as BookingTier).valueMinor * entry[1];
    const topValue = (usable[top[0]] as BookingTier).valueMinor * top[1];
    return value > topValue ? entry : top;
  });
  const endAt = new Date(best.endMs);
  return {
    start,
    end: endAt,
    amountMinor: best.valueMinor,
    serviceFeeMinor: best.totalMinor - best.valueMinor,
    lines,
    mainRateLineId: (usable[main[0]] as BookingTier).rateLineId,
    durationMinutes: Math.round((best.endMs - start.getTime()) / MINUTE_MS),
    extended: best.endMs > end.getTime(),
  };
}
