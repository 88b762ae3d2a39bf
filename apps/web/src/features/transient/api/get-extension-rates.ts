import type { Rate } from '@parking/domain/contracts';
import { apiClient } from '#web/lib/api-client.ts';
import { queryOptions, useQuery } from '#web/lib/query.ts';

/**
 * The extension rates a session may buy (GET rate/{placeId}/extension/{assignedRightId}): empty
 * when the place does not allow extensions, 404 for a right the place does not know.
 */
function getExtensionRates(placeId: string, assignedRightId: string): Promise<Rate[]> {
  return apiClient.get<Rate[]>(
    `/rate/${encodeURIComponent(placeId)}/extension/${encodeURIComponent(assignedRightId)}`,
  );
}

export function getExtensionRatesQueryOptions(placeId: string, assignedRightId: string) {
  return queryOptions({
    queryKey: ['extension-rates', placeId, assignedRightId],
    queryFn: () => getExtensionRates(placeId, assignedRightId),
    staleTime: 60_000,
  });
}

export function useExtensionRates(
  placeId: string,
  assignedRightId: string,
  { enabled }: { enabled: boolean },
) {
  return useQuery({ ...getExtensionRatesQueryOptions(placeId, assignedRightId), enabled });
}
