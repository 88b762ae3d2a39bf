import type { StaySession } from '@parking/domain/contracts';
import { apiClient } from '#web/lib/api-client.ts';
import { useFirstPageStaleTime } from '#web/lib/hydration.ts';
import { queryOptions, useQuery } from '#web/lib/query.ts';

/** GET /customer/{customerId}/session/{sessionId} (spec section 7): one stay, priced now. */
function getStaySession(customerId: string, sessionId: string): Promise<StaySession> {
  return apiClient.get<StaySession>(
    `/customer/${encodeURIComponent(customerId)}/session/${encodeURIComponent(sessionId)}`,
  );
}

export function useStaySession(
  customerId: string,
  sessionId: string,
  { enabled }: { enabled: boolean },
) {
  const staleTime = useFirstPageStaleTime(0);
  return useQuery({
    ...queryOptions({
      queryKey: ['stay-session', customerId, sessionId],
      queryFn: () => getStaySession(customerId, sessionId),
      staleTime,
    }),
    enabled,
  });
}
