import type { Resume } from '@parking/domain/contracts';
import { apiClient } from '#web/lib/api-client.ts';
import { payerKeyHeaders } from '#web/lib/payer-keys.ts';

/**
 * The session a card payment produced, by the processor's id (GET /payment/place/{placeId}/
 * resume/external/{externalId}): 404 until the payment is final. The waiting screen asks again.
 */
export function getResumeByExternalId({
  placeId,
  externalId,
  signal,
}: {
  placeId: string;
  externalId: string;
  signal?: AbortSignal;
}): Promise<Resume> {
  return apiClient.get<Resume>(
    `/payment/place/${encodeURIComponent(placeId)}/resume/external/${encodeURIComponent(externalId)}`,
    signal ? { signal, headers: payerKeyHeaders() } : { headers: payerKeyHeaders() },
  );
}
