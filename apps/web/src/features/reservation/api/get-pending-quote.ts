import type { PendingQuote } from '@parking/domain/contracts';
import { apiClient } from '#web/lib/api-client.ts';
import { queryOptions, useQuery } from '#web/lib/query.ts';

/** GET /quote/place/{placeId}/pending-quote/{quoteId}: the checkout's quote (404 unknown). */
function getPendingQuoteQueryOptions(placeId: string, quoteId: string) {
  return queryOptions({
    queryKey: ['pending-quote', placeId, quoteId],
    queryFn: () =>
      apiClient.get<PendingQuote>(
        `/quote/place/${encodeURIComponent(placeId)}/pending-quote/${encodeURIComponent(quoteId)}`,
      ),
    // A quote never changes; only its expiry passes, which the page reads from `expiresAt`.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function usePendingQuote(
  placeId: string,
  quoteId: string,
  { enabled }: { enabled: boolean },
) {
  return useQuery({ ...getPendingQuoteQueryOptions(placeId, quoteId), enabled });
}
