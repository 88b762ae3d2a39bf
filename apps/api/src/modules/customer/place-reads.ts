import {
  type BookingPlaceHours,
  type PaymentProvider,
  type PlaceSettings,
  readStoredTranslations,
} from '@parking/domain';
import type { Database } from '#api/db/client.js';
import { toPeriods, toPlaceSettings } from './mappers.js';
import { createCustomerRepository } from './repository.js';

/**
 * What other modules may read of a place, through the place page's own queries, so that a
 * payment, an extension rate list or a receipt never disagrees with the page the driver saw.
 */
export function createPlaceReads(db: Database) {
  const repository = createCustomerRepository(db);

  return {
    /** The place's effective settings (its own, else its customer's, else the defaults). */
    async findSettings(placeId: string): Promise<PlaceSettings | undefined> {
      const row = await repository.findPlaceWithCustomer(placeId);
      return row ? toPlaceSettings(row) : undefined;
    },

    /**
     * What a reservation needs of a place (decision 051): its hours and closing days as the
     * place page shows them, its FLAT_RATE_TIER lines (the quote's tiers), its spaces, its card
     * kind and its cancellation deadline.
     */
    async findReservationPlace(placeId: string): Promise<
      | (BookingPlaceHours & {
          placeId: string;
          spacesTotal: number;
          paymentProvider: PaymentProvider;
          /** Minutes before the start until which a booking may be cancelled. */
          cancelBeforeMinutes: number;
          tiers: {
            rateId: string;
            rateLineId: string;
            currencyCode: string;
            durationMinutes: number | null;
            valueMinor: number;
            serviceFeeMinor: number;
          }[];
        })
      | undefined
    > {
      const [row, periodRows, closingDays, rateLines] = await Promise.all([
        repository.findPlaceWithCustomer(placeId),
        repository.listPeriodsWithRanges(placeId),
        repository.listClosingDays(placeId),
        repository.listPurchasableRateLines(placeId),
      ]);
      if (!row) return undefined;
      return {
        placeId: row.placeId,
        timeZone: row.timezone,
        spacesTotal: row.spacesTotal,
        paymentProvider: row.paymentProvider,
        cancelBeforeMinutes: row.bookingCancelBeforeMinutes ?? 1440,
        periods: toPeriods(periodRows),
        closingDays: closingDays.map((day) => ({ date: day.date, reason: day.reason })),
        tiers: rateLines
          .filter((line) => line.type === 'FLAT_RATE_TIER')
          .map((line) => ({
            rateId: line.rateId,
            rateLineId: line.rateLineId,
            currencyCode: line.currencyCode,
            durationMinutes: line.durationMinutes,
            valueMinor: line.valueMinor,
            serviceFeeMinor: line.serviceFeeMinor,
          })),
      };
    },

    /** The operator's brand and the place, as a receipt shows them. */
    async findBrand(placeId: string) {
      const [row, addresses] = await Promise.all([
        repository.findPlaceWithCustomer(placeId),
        repository.listAddresses(placeId),
      ]);
      if (!row) return undefined;
      return {
        placeName: row.placeName,
        placeTranslations: readStoredTranslations(row.placeTranslations, ['name', 'description']),
        timeZone: row.timezone,
        logoUrl: row.logoUrl,
        primaryColor: row.primaryColor,
        secondaryColor: row.secondaryColor,
        contactEmail: row.contactEmail,
        organizationName: row.organizationName,
        address: addresses[0] && {
          ...addresses[0],
          translations: readStoredTranslations(addresses[0].translations, ['addressLine1']),
        },
      };
    },
  };
}

export type PlaceReads = ReturnType<typeof createPlaceReads>;
