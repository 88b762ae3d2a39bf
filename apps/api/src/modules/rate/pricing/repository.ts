import { eq, sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import { selectPlaceWithOwner } from '#api/db/queries/place-owner.js';
import { rateLineColumns } from '#api/db/queries/rate-lines.js';
import { organization, place, rate, rateLine } from '#api/db/schema/index.js';

const p = sql.placeholder;

/** The read that prices a rate line of a place (decision 030, step 1). */
export function createRateLineRepository(db: Database) {
  const findPlaceAndRateLine = selectPlaceWithOwner(db, {
    placeId: place.id,
    placeName: place.name,
    timezone: place.timezone,
    paymentProvider: place.paymentProvider,
    paymentGateway: place.paymentGateway,
    paymentAccount: place.paymentAccount,
    organizationName: organization.name,
    ...rateLineColumns,
    rateId: rate.id,
    ratePlaceId: rate.placeId,
    rateName: rate.name,
    rateType: rate.type,
    rateActive: rate.active,
    currencyCode: rate.currencyCode,
  })
    .leftJoin(rateLine, eq(rateLine.id, p('rateLineId')))
    .leftJoin(rate, eq(rate.id, rateLine.rateId))
    .where(eq(place.id, p('placeId')))
    .limit(1)
    .prepare('payment_place_and_rate_line');

  return {
    /**
     * The place with its organisation and, when it exists, the rate line asked for and its
     * rate: one query, so that a missing place and a missing rate can be told apart.
     */
    async findPlaceAndRateLine(placeId: string, rateLineId: string) {
      const rows = await findPlaceAndRateLine.execute({ placeId, rateLineId });
      return rows[0];
    },
  };
}

type RateLineRepository = ReturnType<typeof createRateLineRepository>;
export type PlaceAndRateLine = NonNullable<
  Awaited<ReturnType<RateLineRepository['findPlaceAndRateLine']>>
>;
