import type { Rate } from '@parking/domain';
import type { Database } from '../../db/client.js';
import { placeNotFound } from '../../errors.js';
import { toPlaceSettings, toRate } from '../customer/mappers.js';
import { createCustomerRepository } from '../customer/repository.js';
import { paymentErrors } from '../payment/errors.js';
import { createRateRepository } from './repository.js';

export type RateServiceOptions = { db: Database };

export function createRateService({ db }: RateServiceOptions) {
  const rates = createRateRepository(db);
  const places = createCustomerRepository(db);

  return {
    /**
     * The extension rates offered to an assigned right of a place: 404 for an unknown place or
     * a right of another place, none when the place's effective settings forbid extensions.
     */
    async listExtensionRates(placeId: string, assignedRightId: string): Promise<Rate[]> {
      const [placeRow, rightHere] = await Promise.all([
        places.findPlaceWithCustomer(placeId),
        rates.hasAssignedRightAt(assignedRightId, placeId),
      ]);
      if (!placeRow) throw placeNotFound();
      if (!rightHere) throw paymentErrors.assignedRightNotFound();
      if (!toPlaceSettings(placeRow).allowExtensions) return [];
      const rows = await rates.listExtensionRateLines(placeId);
      return rows.map(toRate);
    },
  };
}

export type RateService = ReturnType<typeof createRateService>;
