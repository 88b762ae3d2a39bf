import { apiClient } from '#web/lib/api-client.ts';
import { deviceSecretHeaders } from '#web/lib/device-secret.ts';

/** Forgets a card this device kept: detached at the processor, deleted on our side. */
export function removeSavedCard(savedCardId: string): Promise<void> {
  return apiClient.delete<void>(`/payment/saved-cards/${encodeURIComponent(savedCardId)}`, {
    headers: deviceSecretHeaders(),
  });
}
