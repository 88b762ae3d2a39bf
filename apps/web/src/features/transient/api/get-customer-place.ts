import type { CustomerPlace, PlaceInclude } from '@parking/domain/contracts';
import { apiClient } from '../../../lib/api-client.ts';
import { queryOptions, useQuery } from '../../../lib/query.ts';

/** Everything the transient pages read about a place, in one request (spec section 7). */
const INCLUDE = [
  'placeImages',
  'rate',
  'place',
  'organization',
  'placePeriod',
  'placeVehicleType',
  'placeServiceType',
  'settings',
  'paymentProvider',
  'closingDays',
] as const satisfies readonly PlaceInclude[];

/**
 * The body is trusted as typed, not parsed: the contract's zod schema would put zod in the
 * first chunk (see docs/decisions/020-first-page-budget.md); the API validates its responses.
 */
function getCustomerPlace(placeId: string): Promise<CustomerPlace> {
  return apiClient.get<CustomerPlace>(`/customer/place/${encodeURIComponent(placeId)}`, {
    params: { include: INCLUDE.join(',') },
  });
}

export function getCustomerPlaceQueryOptions(placeId: string) {
  return queryOptions({
    queryKey: ['customer-place', placeId],
    queryFn: () => getCustomerPlace(placeId),
  });
}

export function useCustomerPlace(placeId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getCustomerPlaceQueryOptions(placeId), enabled });
}
