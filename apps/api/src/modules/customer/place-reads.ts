import { type PlaceSettings, readStoredTranslations } from '@parking/domain';
import type { Database } from '../../db/client.js';
import { toPlaceSettings } from './mappers.js';
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
