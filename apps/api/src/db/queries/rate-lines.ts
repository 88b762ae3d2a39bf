import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../client.js';
import { rate, rateLine } from '../schema/index.js';

type RateType = (typeof rate.type.enumValues)[number];

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
      type: rate.type,
      currencyCode: rate.currencyCode,
      rateLineId: rateLine.id,
      valueMinor: rateLine.valueMinor,
      serviceFeeMinor: rateLine.serviceFeeMinor,
      durationMinutes: rateLine.durationMinutes,
      startBeforeMinute: rateLine.startBeforeMinute,
      endTimeOfPeriodMinute: rateLine.endTimeOfPeriodMinute,
    })
    .from(rate)
    .innerJoin(rateLine, eq(rateLine.rateId, rate.id))
    .where(and(eq(rate.placeId, placeId), eq(rate.active, true), inArray(rate.type, [...types])))
    .orderBy(asc(rate.position), asc(rate.name), asc(rateLine.position), asc(rateLine.id));
}

export type RateLineRow = Awaited<ReturnType<typeof selectActiveRateLines>>[number];
