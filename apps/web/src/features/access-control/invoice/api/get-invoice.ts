import type { Invoice } from '@parking/domain/contracts';
import { apiClient, isApiError } from '#web/lib/api-client.ts';
import { queryOptions, useQuery } from '#web/lib/query.ts';

const invoicePath = (customerId: string, orderId: string) =>
  `/customer/${encodeURIComponent(customerId)}/invoice/${encodeURIComponent(orderId)}`;

/**
 * GET /customer/{customerId}/invoice/{orderId}: the order's invoice, or null while none is
 * issued (the API's 404 'Invoice not found', which here means "show the form").
 */
async function getInvoice(customerId: string, orderId: string): Promise<Invoice | null> {
  try {
    return await apiClient.get<Invoice>(invoicePath(customerId, orderId));
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

const invoiceQueryKey = (customerId: string, orderId: string) =>
  ['invoice', customerId, orderId] as const;

export function useInvoice(customerId: string, orderId: string, { enabled }: { enabled: boolean }) {
  return useQuery({
    ...queryOptions({
      queryKey: invoiceQueryKey(customerId, orderId),
      queryFn: () => getInvoice(customerId, orderId),
      staleTime: 0,
    }),
    enabled,
  });
}
