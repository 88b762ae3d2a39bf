import type { CustomerPlace } from '@parking/domain/contracts';
import { PLACE_INCLUDES } from '@parking/domain/vocabulary';
import { apiClient, apiUrl } from '#web/lib/api-client.ts';
import { queryOptions, useQuery } from '#web/lib/query.ts';

/**
 * The body is trusted as typed, not parsed: the contract's zod schema would put zod in the
 * first chunk (see docs/decisions/020-first-page-budget.md); the API validates its responses.
 */
function getCustomerPlace(placeId: string): Promise<CustomerPlace> {
  return apiClient.get<CustomerPlace>(placePath(placeId), { params: placeParams });
}

const placePath = (placeId: string) => `/customer/place/${encodeURIComponent(placeId)}`;
/** Everything the transient pages read about a place, in one request (spec section 7). */
const placeParams = { include: PLACE_INCLUDES.join(',') };

/** The address the place's document is fetched from, and kept under by the service worker. */
export const customerPlaceUrl = (placeId: string): string =>
  apiUrl(placePath(placeId), placeParams);

export function getCustomerPlaceQueryOptions(placeId: string) {
  return queryOptions({
    queryKey: ['customer-place', placeId],
    queryFn: () => getCustomerPlace(placeId),
  });
}

export function useCustomerPlace(placeId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getCustomerPlaceQueryOptions(placeId), enabled });
}
