import type { SimilarStayPage } from '@parking/domain/contracts';
import { apiClient } from '#web/lib/api-client.ts';
import { queryOptions, useQuery } from '#web/lib/query.ts';

export interface SimilarStaysRequest {
  customerId: string;
  plateId: string;
  actualStart?: string | undefined;
  take: number;
  skip: number;
}

/**
 * GET /customer/{customerId}/session/similar (spec section 7): open stays whose plate a camera
 * could have confused with `plateId`, plates masked; `data` and `totalPages` for `take`.
 */
function getSimilarStays({ customerId, ...query }: SimilarStaysRequest): Promise<SimilarStayPage> {
  return apiClient.get<SimilarStayPage>(
    `/customer/${encodeURIComponent(customerId)}/session/similar`,
    { params: query },
  );
}

function similarStaysQueryOptions(request: SimilarStaysRequest) {
  return queryOptions({
    queryKey: ['similar-stays', request],
    queryFn: () => getSimilarStays(request),
    // Cars come and go: a list is as old as the visit to it.
    staleTime: 0,
  });
}

export function useSimilarStays(request: SimilarStaysRequest) {
  return useQuery({ ...similarStaysQueryOptions(request), enabled: request.plateId !== '' });
}
