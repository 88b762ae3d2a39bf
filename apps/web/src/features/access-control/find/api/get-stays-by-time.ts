import type { SimilarStayPage } from '@parking/domain/contracts';
import { apiClient } from '#web/lib/api-client.ts';
import { queryOptions, useQuery } from '#web/lib/query.ts';

export interface StaysByTimeRequest {
  customerId: string;
  /** ISO instants, at most 2 hours apart (decision 071). */
  from: string;
  to: string;
  take: number;
  skip: number;
}

/**
 * GET /customer/{customerId}/session/by-time (spec section 7): open stays that entered between
 * `from` and `to`, nearest to the middle first, for a car whose plate the camera did not read.
 */
function getStaysByTime({ customerId, ...query }: StaysByTimeRequest): Promise<SimilarStayPage> {
  return apiClient.get<SimilarStayPage>(
    `/customer/${encodeURIComponent(customerId)}/session/by-time`,
    { params: query },
  );
}

export function useStaysByTime(request: StaysByTimeRequest, { enabled }: { enabled: boolean }) {
  return useQuery({
    ...queryOptions({
      queryKey: ['stays-by-time', request],
      queryFn: () => getStaysByTime(request),
      staleTime: 0,
    }),
    enabled,
  });
}
