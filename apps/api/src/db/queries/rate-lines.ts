import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../client.js';
import { rate, rateLine } from '../schema/index.js';

type RateType = (typeof rate.type.enumValues)[number];

/** What a rate line covers: its duration and time-of-day bounds (the domain's RateTiming). */
export const rateLineTimingColumns = {
  durationMinutes: rateLine.durationMinutes,
  startBeforeMinute: rateLine.startBeforeMinute,
  endTimeOfPeriodMinute: rateLine.endTimeOfPeriodMinute,
};

/** A rate line as every reader selects it: its id, its price and what it covers. */
export const rateLineColumns = {
  rateLineId: rateLine.id,
  valueMinor: rateLine.valueMinor,
  serviceFeeMinor: rateLine.serviceFeeMinor,
  ...rateLineTimingColumns,
};

/**
 * Active rates of a place of the given types, one row per rate line, in display order: the
 * place endpoint's purchasable rates and the extension rate list read the same columns.
 */
export function selectActiveRateLines(
  db: Database,
  { placeId, types }: { placeId: string; types: readonly RateType[] },
) {
  return db
    .select({
      rateId: rate.id,
      name: rate.name,
      translations: rate.translations,
      type: rate.type,
      currencyCode: rate.currencyCode,
      ...rateLineColumns,
    })
    .from(rate)
    .innerJoin(rateLine, eq(rateLine.rateId, rate.id))
    .where(and(eq(rate.placeId, placeId), eq(rate.active, true), inArray(rate.type, [...types])))
    .orderBy(asc(rate.position), asc(rate.name), asc(rateLine.position), asc(rateLine.id));
}

export type RateLineRow = Awaited<ReturnType<typeof selectActiveRateLines>>[number];
