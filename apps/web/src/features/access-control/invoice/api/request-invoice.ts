import type { Invoice, InvoiceRequest } from '@parking/domain/contracts';
import { apiClient } from '#web/lib/api-client.ts';

/**
 * POST /customer/{customerId}/invoice (spec section 7): 201 with the new invoice, 200 with the
 * one already issued for the same buyer; 400 with the spec's field message, 404 for an unknown
 * order, 409 when the order was invoiced to another buyer.
 */
export function requestInvoice(customerId: string, body: InvoiceRequest): Promise<Invoice> {
  return apiClient.post<Invoice>(`/customer/${encodeURIComponent(customerId)}/invoice`, body);
}
