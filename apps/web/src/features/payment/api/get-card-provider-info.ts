import type { CardProviderInfo } from '@parking/domain/contracts';
import { apiClient } from '#web/lib/api-client.ts';
import { queryOptions, useQuery } from '#web/lib/query.ts';
import { type CardKind, cardPath } from '../lib/card-kind.ts';

/** What the browser needs to mount the card form (GET /{provider}/place/{placeId}). */
function getCardProviderInfo(kind: CardKind, placeId: string): Promise<CardProviderInfo> {
  return apiClient.get<CardProviderInfo>(`/${cardPath(kind)}/place/${encodeURIComponent(placeId)}`);
}

export function getCardProviderInfoQueryOptions(kind: CardKind, placeId: string) {
  return queryOptions({
    queryKey: ['card-provider-info', kind, placeId],
    queryFn: () => getCardProviderInfo(kind, placeId),
    staleTime: 10 * 60_000,
  });
}

export function useCardProviderInfo(kind: CardKind, placeId: string, enabled: boolean) {
  return useQuery({ ...getCardProviderInfoQueryOptions(kind, placeId), enabled });
}
