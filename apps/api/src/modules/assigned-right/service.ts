import { type LiveAssignedRight, normalizePlate } from '@parking/domain';
import type { Database } from '#api/db/client.js';
import { placeNotFound, plateLookupOff } from '#api/errors.js';
import { createAssignedRightRepository } from './repository.js';

export type AssignedRightServiceOptions = { db: Database; now?: () => Date };

/** GET /assigned-right/: a plate's live sessions at a place, revealing the minimum. */
export function createAssignedRightService({
  db,
  now = () => new Date(),
}: AssignedRightServiceOptions) {
  const repository = createAssignedRightRepository(db);
  return {
    async listLive(input: {
      placeId: string;
      localIdentifier: string;
    }): Promise<LiveAssignedRight[]> {
      const offered = await repository.findLookupSetting(input.placeId);
      if (offered === undefined) throw placeNotFound();
      // The setting drives the home's plate field (spec section 5): where there is no field,
      // a plate is no way in either.
      if (!offered) throw plateLookupOff();
      const plate = normalizePlate(input.localIdentifier);
      const rows = plate
        ? await repository.listLiveByPlate({ placeId: input.placeId, plate, at: now() })
        : [];
      return rows.map((row) => ({
        assignedRightId: row.assignedRightId,
        credential: [{ type: 'LICENSE_PLATE', localIdentifier: plate }],
        payment: [
          {
            type: 'BASE' as const,
            startPeriodCovered: (row.start as Date).toISOString(),
            endPeriodCovered: (row.end as Date).toISOString(),
          },
        ],
      }));
    },
  };
}

export type AssignedRightService = ReturnType<typeof createAssignedRightService>;
