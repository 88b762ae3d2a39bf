import type { StayOrder } from '@parking/domain/contracts';
import { apiClient } from '#web/lib/api-client.ts';
import { useFirstPageStaleTime } from '#web/lib/hydration.ts';
import { queryOptions, useQuery } from '#web/lib/query.ts';

const orderPath = (customerId: string, orderId: string) =>
  `/customer/${encodeURIComponent(customerId)}/order/${encodeURIComponent(orderId)}`;

/** GET /customer/{customerId}/order/{orderId}: a stay's paid ticket (ticket-paid-v1). */
function getStayOrder(customerId: string, orderId: string): Promise<StayOrder> {
  return apiClient.get<StayOrder>(orderPath(customerId, orderId));
}

const stayOrderQueryKey = (customerId: string, orderId: string) =>
  ['stay-order', customerId, orderId] as const;

/**
 * Fresh on each visit (staleTime 0): a PENDING order turns PAID when the gateway's notification
 * arrives, and an invoice may have been issued since.
 */
export function useStayOrder(
  customerId: string,
  orderId: string,
  { enabled }: { enabled: boolean },
) {
  const staleTime = useFirstPageStaleTime(0);
  return useQuery({
    ...queryOptions({
      queryKey: stayOrderQueryKey(customerId, orderId),
      queryFn: () => getStayOrder(customerId, orderId),
      staleTime,
    }),
    enabled,
  });
}
