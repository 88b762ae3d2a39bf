import type { Rate } from '@parking/domain';
import type { Database } from '#api/db/client.js';
import { assignedRightNotFound, placeNotFound } from '#api/errors.js';
import { createPlaceReads, toRate } from '../customer/index.js';
import { createRateRepository } from './repository.js';

export type RateServiceOptions = { db: Database };

export function createRateService({ db }: RateServiceOptions) {
  const rates = createRateRepository(db);
  const places = createPlaceReads(db);

  return {
    /**
     * The extension rates offered to an assigned right of a place: 404 for an unknown place or
     * a right of another place, none when the place's effective settings forbid extensions.
     */
    async listExtensionRates(placeId: string, assignedRightId: string): Promise<Rate[]> {
      const [settings, rightHere] = await Promise.all([
        places.findSettings(placeId),
        rates.hasAssignedRightAt(assignedRightId, placeId),
      ]);
      if (!settings) throw placeNotFound();
      if (!rightHere) throw assignedRightNotFound();
      if (!settings.allowExtensions) return [];
      const rows = await rates.listExtensionRateLines(placeId);
      return rows.map(toRate);
    },
  };
}

export type RateService = ReturnType<typeof createRateService>;
