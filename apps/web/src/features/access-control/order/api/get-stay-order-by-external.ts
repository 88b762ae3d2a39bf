import type { StayOrder } from '@parking/domain/contracts';
import { apiClient } from '#web/lib/api-client.ts';
import { queryOptions, useQuery } from '#web/lib/query.ts';
import { retryOnNotFound } from '#web/lib/retry-on-not-found.ts';

/**
 * GET /customer/{customerId}/order/external/{externalId}: the ticket by the processor's payment
 * id. A 404 may be a payment still settling (its webhook not recorded yet): retried as the
 * transient summary by externalId is (spec section 9: 5 retries from 1 s, doubling), then
 * 'All attempts failed with 404.'.
 */
function getStayOrderByExternal(customerId: string, externalId: string): Promise<StayOrder> {
  return retryOnNotFound(() => fetchStayOrderByExternal(customerId, externalId));
}

/** One ask, no retry: the card form's wait for a slow card asks again itself. */
export function fetchStayOrderByExternal(
  customerId: string,
  externalId: string,
  signal?: AbortSignal,
): Promise<StayOrder> {
  return apiClient.get<StayOrder>(
    `/customer/${encodeURIComponent(customerId)}/order/external/${encodeURIComponent(externalId)}`,
    signal ? { signal } : {},
  );
}

export function useStayOrderByExternal(customerId: string, externalId: string) {
  return useQuery(
    queryOptions({
      queryKey: ['stay-order-external', customerId, externalId],
      queryFn: () => getStayOrderByExternal(customerId, externalId),
      staleTime: 0,
    }),
  );
}
