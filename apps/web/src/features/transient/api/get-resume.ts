import type { Resume } from '@parking/domain/contracts';
import { useEffect } from 'react';
import { apiClient } from '#web/lib/api-client.ts';
import { useRenderedOnServer } from '#web/lib/hydration.ts';
import { holdsPayerKeys, payerKeyHeaders } from '#web/lib/payer-keys.ts';
import { queryOptions, useQuery } from '#web/lib/query.ts';
import { retryOnNotFound } from '#web/lib/retry-on-not-found.ts';

/** Exactly one of the two ids (spec section 5, 'Summary call'). */
export type ResumeRef = { assignedRightId: string } | { externalId: string };

/**
 * The session's payments and card (GET /payment/place/{placeId}/resume/...); the card only for
 * the device that paid, which sends its payer keys (decision 068). By external id
 * the answer is 404 until the payment is final, so that one is retried on 404 (1 s, doubling,
 * 5 times; then 'All attempts failed with 404.').
 */
function getResume(placeId: string, ref: ResumeRef): Promise<Resume> {
  const base = `/payment/place/${encodeURIComponent(placeId)}/resume`;
  if ('assignedRightId' in ref) {
    return apiClient.get<Resume>(`${base}/${encodeURIComponent(ref.assignedRightId)}`, {
      headers: payerKeyHeaders(),
    });
  }
  return retryOnNotFound(() =>
    apiClient.get<Resume>(`${base}/external/${encodeURIComponent(ref.externalId)}`, {
      headers: payerKeyHeaders(),
    }),
  );
}

export function getResumeQueryOptions(placeId: string, ref: ResumeRef) {
  return queryOptions({
    queryKey: ['resume', placeId, ref],
    queryFn: () => getResume(placeId, ref),
    // The summary counts down from what it has; a paid session's payments change only with an
    // extension, which navigates here again.
    staleTime: 30_000,
  });
}

/**
 * A server render read the session as the link alone opens it, without this device's payer
 * keys (decision 082): once hydrated, a device that paid here asks again with them, and its
 * card ('Charged to') comes in then, never in the HTML nor in the hydrating render.
 */
export function useResume(placeId: string, ref: ResumeRef, { enabled }: { enabled: boolean }) {
  const query = useQuery({ ...getResumeQueryOptions(placeId, ref), enabled });
  const renderedOnServer = useRenderedOnServer();
  const { refetch } = query;
  useEffect(() => {
    if (renderedOnServer && enabled && holdsPayerKeys()) void refetch();
  }, [renderedOnServer, enabled, refetch]);
  return query;
}
