import type { Customer } from '@parking/domain/contracts';
import { apiClient, apiUrl } from '#web/lib/api-client.ts';
import { queryOptions, useQuery } from '#web/lib/query.ts';

/**
 * GET /customer/{customerId} (spec section 7): the operator of the access-control area, with its
 * colours, logo, languages, contacts, settings and gated lots. Trusted as typed (the API
 * validates its responses; zod stays out of the first page, decision 020).
 */
function getCustomer(customerId: string): Promise<Customer> {
  return apiClient.get<Customer>(customerPath(customerId));
}

const customerPath = (customerId: string) => `/customer/${encodeURIComponent(customerId)}`;

/** The address the customer's document is fetched from, and kept under by the service worker. */
export const customerUrl = (customerId: string): string => apiUrl(customerPath(customerId));

export function getCustomerQueryOptions(customerId: string) {
  return queryOptions({
    queryKey: ['customer', customerId],
    queryFn: () => getCustomer(customerId),
  });
}

export function useCustomer(customerId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getCustomerQueryOptions(customerId), enabled });
}
