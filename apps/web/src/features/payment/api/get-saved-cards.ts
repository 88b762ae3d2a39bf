import type { SavedCardList } from '@parking/domain/contracts';
import { apiClient } from '#web/lib/api-client.ts';
import { deviceSecretHeaders, hasDeviceSecret } from '#web/lib/device-secret.ts';
import { queryOptions, useQuery } from '#web/lib/query.ts';

/** The cards this device kept, usable at the place (decision 086); none without its secret. */
function getSavedCards(placeId: string): Promise<SavedCardList> {
  return apiClient.get<SavedCardList>(`/payment/place/${encodeURIComponent(placeId)}/saved-cards`, {
    headers: deviceSecretHeaders(),
  });
}

export const savedCardsQueryKey = (placeId: string) => ['saved-cards', placeId] as const;

export function useSavedCards(placeId: string, enabled: boolean) {
  return useQuery({
    ...queryOptions({
      queryKey: savedCardsQueryKey(placeId),
      queryFn: () => getSavedCards(placeId),
      staleTime: 0,
    }),
    // A device that never kept a card asks nothing.
    enabled: enabled && hasDeviceSecret(),
  });
}
