import type { LiveAssignedRight } from '@parking/domain/contracts';
import { apiClient } from '#web/lib/api-client.ts';

/**
 * The live sessions of a plate at a place (spec section 7, 'Other': GET assigned-right/). A plain
 * call, not a cached query: each Continue is a fresh question. 429 when asked too often.
 */
export async function getLiveAssignedRights({
  plate,
  placeId,
  signal,
}: {
  plate: string;
  placeId: string;
  signal?: AbortSignal;
}): Promise<LiveAssignedRight[]> {
  const response = await apiClient.get<{ data: LiveAssignedRight[] }>('/assigned-right/', {
    params: { localIdentifier: plate.trim(), placeId },
    ...(signal ? { signal } : {}),
  });
  return response.data;
}
