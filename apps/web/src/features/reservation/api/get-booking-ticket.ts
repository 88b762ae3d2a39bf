import type { BookingTicket } from '@parking/domain/contracts';
import { apiClient } from '#web/lib/api-client.ts';
import { queryOptions, useQuery } from '#web/lib/query.ts';
import { retryOnNotFound } from '#web/lib/retry-on-not-found.ts';

export type BookingRef = { assignedRightId: string } | { externalId: string };

/**
 * GET /booking/place/{placeId}/info/{assignedRightId} or .../info/external/{externalId}: the
 * receipt and the booking's state; by external id 404 until the payment settles.
 */
export function fetchBookingTicket(placeId: string, ref: BookingRef, signal?: AbortSignal) {
  const base = `/booking/place/${encodeURIComponent(placeId)}/info`;
  const path =
    'assignedRightId' in ref
      ? `${base}/${encodeURIComponent(ref.assignedRightId)}`
      : `${base}/external/${encodeURIComponent(ref.externalId)}`;
  return apiClient.get<BookingTicket>(path, signal ? { signal } : {});
}

/** The ticket page's read: by external id retried on 404, as the transient summary is (spec 9). */
function getBookingTicket(placeId: string, ref: BookingRef) {
  const once = () => fetchBookingTicket(placeId, ref);
  return 'externalId' in ref ? retryOnNotFound(once) : once();
}

export function getBookingTicketQueryOptions(placeId: string, ref: BookingRef) {
  return queryOptions({
    queryKey: ['booking-ticket', placeId, ref],
    queryFn: () => getBookingTicket(placeId, ref),
    // Cancel and plate change set the fresh answer themselves; otherwise a ticket seldom moves.
    staleTime: 30_000,
  });
}

export function useBookingTicket(
  placeId: string,
  ref: BookingRef,
  { enabled }: { enabled: boolean },
) {
  return useQuery({ ...getBookingTicketQueryOptions(placeId, ref), enabled });
}
