import type { StaySession } from '@parking/domain/contracts';
import { apiClient } from '../../../../lib/api-client.ts';

/**
 * GET /customer/{customerId}/session/plate/{licensePlate} (spec section 7): the open stay of a
 * plate in the customer's gated lots; 404 'License plate not found. Enter again.' when none.
 * A plain call, not a cached query: each search is a fresh question. 429 when asked too often.
 */
export function findStayByPlate({
  customerId,
  plate,
  signal,
}: {
  customerId: string;
  plate: string;
  signal?: AbortSignal;
}): Promise<StaySession> {
  return apiClient.get<StaySession>(
    `/customer/${encodeURIComponent(customerId)}/session/plate/${encodeURIComponent(plate.trim())}`,
    signal ? { signal } : {},
  );
}
