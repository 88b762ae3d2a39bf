import type { PermitInfo } from '@parking/domain/contracts';
import { apiClient } from '#web/lib/api-client.ts';
import { useFirstPageStaleTime } from '#web/lib/hydration.ts';
import { queryOptions, useQuery } from '#web/lib/query.ts';

/**
 * GET /permit/place/{placeId}/info/{assignedRightId} (spec section 7): the permit's status,
 * holder, rate and payments. 404 for a permit the place does not have.
 */
function getPermitInfo(placeId: string, assignedRightId: string): Promise<PermitInfo> {
  return apiClient.get<PermitInfo>(
    `/permit/place/${encodeURIComponent(placeId)}/info/${encodeURIComponent(assignedRightId)}`,
  );
}

export function getPermitInfoQueryOptions(placeId: string, assignedRightId: string) {
  return queryOptions({
    queryKey: ['permit-info', placeId, assignedRightId],
    queryFn: () => getPermitInfo(placeId, assignedRightId),
    // A status turns with the calendar and with a renewal, which navigates away and back.
    staleTime: 0,
  });
}

export function usePermitInfo(
  placeId: string,
  assignedRightId: string,
  { enabled }: { enabled: boolean },
) {
  const staleTime = useFirstPageStaleTime(0);
  return useQuery({ ...getPermitInfoQueryOptions(placeId, assignedRightId), staleTime, enabled });
}
