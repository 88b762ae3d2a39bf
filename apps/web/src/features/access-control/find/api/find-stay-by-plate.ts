import type { StaySession } from '@parking/domain/contracts';
import { apiClient } from '#web/lib/api-client.ts';

/**
 * POST /customer/{customerId}/session/lookup { licensePlate } (the spec leaves this call's path
 * open): the open stay of a plate in the customer's gated lots; 404 'License plate not found.
 * Enter again.' when none. The plate goes in the body, out of every log of a URL (decision 072).
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
  return apiClient.post<StaySession>(
    `/customer/${encodeURIComponent(customerId)}/session/lookup`,
    { licensePlate: plate.trim() },
    signal ? { signal } : {},
  );
}
