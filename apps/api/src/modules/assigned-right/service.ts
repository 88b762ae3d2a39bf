import { type LiveAssignedRight, normalizePlate } from '@parking/domain';
import type { Database } from '../../db/client.js';
import { placeNotFound } from '../../errors.js';
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
      const plate = normalizePlate(input.localIdentifier);
      const rows = plate
        ? await repository.listLiveByPlate({ placeId: input.placeId, plate, at: now() })
        : [];
      // Only an empty answer needs to tell an unknown place from a plate without sessions.
      if (rows.length === 0 && !(await repository.placeExists(input.placeId))) {
        throw placeNotFound();
      }
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
