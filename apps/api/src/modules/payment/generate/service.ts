import {
  type GeneratePaymentBody,
  isRateAvailableAt,
  PENDING_PAYMENT_VALIDITY_MS,
  type PendingPayment,
} from '@parking/domain';
import { placeNotFound } from '#api/errors.js';
import { createTtlCache } from '#api/lib/ttl-cache.js';
import type { PendingPaymentRow } from '../claim-and-settle/pending-repository.js';
import { paymentErrors } from '../errors.js';
import { mintPayerKey } from '../payer-key/index.js';
import { toPendingPayment, toRateTiming } from '../pricing.js';
import type { GenerateRepository, PlaceAndRateLine } from './repository.js';

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

export const PURCHASABLE_RATE_TYPES: ReadonlySet<string> = new Set(['FLAT_RATE', 'FLAT_RATE_TIER']);
export const EXTENSION_RATE_TYPES: ReadonlySet<string> = new Set(['EXTENSION']);

/**
 * Step 1 of decision 030: price a rate line of a place by the server's own reading of it, and
 * hold that price for 4 minutes as a PENDING payment.
 */
export function createRatePricing({
  repository,
  priceCacheTtlMs,
}: {
  repository: GenerateRepository;
  /**
   * How long a place's rate line is reused to price payments: the place page's cache time, so
   * that a driver pays the price the page showed. 0 reads it for every payment.
   */
  priceCacheTtlMs: number;
}) {
  const prices = createTtlCache<PlaceAndRateLine>({ ttlMs: priceCacheTtlMs, maxEntries: 5000 });

  return {
    /** The rate line priced for a place, or the reason it cannot be bought now. */
    async priceRate(
      body: GeneratePaymentBody,
      at: Date,
      rateTypes: ReadonlySet<string> = PURCHASABLE_RATE_TYPES,
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

    /**
     * Inserts the PENDING payment and answers what the browser is told about it, with the
     * payer key of this payment (stored as its hash only).
     */
    async holdPending(
      priced: PricedRate,
      values: {
        id: string;
        kind: PendingPaymentRow['provider'];
        externalId: string | null;
        at: Date;
        /** An on-demand extension of this assigned right. */
        extendsAssignedRightId?: string | undefined;
      },
    ): Promise<PendingPayment> {
      const payer = mintPayerKey();
      const pending = {
        id: values.id,
        placeId: priced.placeId,
        rateId: priced.rateId,
        rateLineId: priced.rateLineId,
        provider: values.kind,
        gateway: values.kind === 'FREE' ? null : priced.paymentGateway,
        amountMinor: priced.valueMinor,
        serviceFeeMinor: priced.serviceFeeMinor,
        currencyCode: priced.currencyCode,
        externalId: values.externalId,
        kind: values.extendsAssignedRightId ? ('EXTENSION' as const) : ('INITIAL' as const),
        extendsAssignedRightId: values.extendsAssignedRightId ?? null,
        payerKeyHash: payer.hash,
        expiresAt: new Date(values.at.getTime() + PENDING_PAYMENT_VALIDITY_MS),
        createdAt: values.at,
      };
      await repository.insertPending(pending);
      return {
        ...toPendingPayment({ ...pending, isFree: values.kind === 'FREE' }),
        payerKey: payer.key,
      };
    },

    /** The place's processor and merchant name, for the card form (not cached: rarely read). */
    findPlace: (placeId: string) => repository.findPlace(placeId),

    /** For the operator console: the next payment reads rates and places afresh. */
    invalidate() {
      prices.invalidate();
    },
  };
}

export type RatePricing = ReturnType<typeof createRatePricing>;
