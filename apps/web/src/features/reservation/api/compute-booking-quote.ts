import type { ComputeBookingQuoteBody, PendingQuote } from '@parking/domain/contracts';
import { apiClient } from '#web/lib/api-client.ts';

/**
 * POST /quote/compute/booking (spec section 7; 'Check Availability'): the priced window, or 400
 * 'The selected times are unavailable. Please select another time.'
 */
export function computeBookingQuote(body: ComputeBookingQuoteBody): Promise<PendingQuote> {
  return apiClient.post<PendingQuote>('/quote/compute/booking', body);
}
