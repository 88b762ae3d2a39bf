import { type GeneratePaymentBody, isRateAvailableAt } from '@parking/domain';
import {
  type ConfigChangeFeed,
  clearOnConfigChange,
  placeIdBeforeBar,
} from '#api/config-changes/index.js';
import type { Database } from '#api/db/client.js';
import { placeNotFound } from '#api/errors.js';
import { createTtlCache } from '#api/lib/ttl-cache.js';
import { paymentErrors } from '#api/modules/payment/index.js';
import { toRateTiming } from './rate-timing.js';
import { createRateLineRepository, type PlaceAndRateLine } from './repository.js';

/**
 * A rate line the server priced: the place's row with its rate and rate line found, so their
 * columns (nullable in the left-joined read) are known.
 */
export type PricedRate = PlaceAndRateLine & {
  rateId: string;
  rateLineId: string;
  valueMinor: number;
  serviceFeeMinor: number;
  currencyCode: string;
};

/**
 * Step 1 of decision 030, a rate's half: price a rate line of a place by the server's own
 * reading of it, for a flow whose product is bought at a rate (the transient session and its
 * extension, a permit's period); the flow hands the priced rate to the payment core to hold.
 */
export function createRatePricing({
  db,
  priceCacheTtlMs,
  configChanges,
}: {
  db: Database;
  /** Drops the prices of the places a configuration change touched. */
  configChanges: ConfigChangeFeed;
  /**
   * How long a place's rate line is reused to price payments: the place page's cache time, so
   * that a driver pays the price the page showed. 0 reads it for every payment.
   */
  priceCacheTtlMs: number;
}) {
  const repository = createRateLineRepository(db);
  const prices = createTtlCache<PlaceAndRateLine>({ ttlMs: priceCacheTtlMs, maxEntries: 5000 });
  clearOnConfigChange(configChanges, prices, placeIdBeforeBar);

  return {
    /** The rate line priced for a place, or the reason it cannot be bought now. */
    async priceRate(
      body: GeneratePaymentBody,
      at: Date,
      /** The rate types the flow sells (rate.type). */
      rateTypes: ReadonlySet<string>,
    ): Promise<PricedRate> {
      const found = await prices.get(
        `${body.placeId.toLowerCase()}|${body.rateLineId.toLowerCase()}`,
        () => repository.findPlaceAndRateLine(body.placeId, body.rateLineId),
      );
      if (!found) throw placeNotFound();
      const { rateId, rateLineId, valueMinor, serviceFeeMinor, currencyCode } = found;
      if (
        rateId === null ||
        rateLineId === null ||
        valueMinor === null ||
        serviceFeeMinor === null ||
        currencyCode === null
      ) {
        throw paymentErrors.rateNotFound();
      }
      if (rateId !== body.rateId) throw paymentErrors.rateLineOfAnotherRate();
      if (found.ratePlaceId !== found.placeId) throw paymentErrors.rateOfAnotherPlace();
      const timing = toRateTiming(found);
      const available =
        found.rateActive &&
        found.rateType !== null &&
        rateTypes.has(found.rateType) &&
        isRateAvailableAt({ rate: timing, at, timeZone: found.timezone });
      if (!available) throw paymentErrors.rateNotAvailable();
      return { ...found, rateId, rateLineId, valueMinor, serviceFeeMinor, currencyCode };
    },

    /** For the operator console: the next payment reads rates and places afresh. */
    invalidate() {
      prices.invalidate();
    },
  };
}

export type RatePricing = ReturnType<typeof createRatePricing>;
