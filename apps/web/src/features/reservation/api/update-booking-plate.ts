import type { UpdateBookingBody, UpdateBookingResult } from '@parking/domain/contracts';
import { type CardKind, cardPath } from '#web/features/payment/index.ts';
import { apiClient } from '#web/lib/api-client.ts';

/**
 * PATCH /{provider}/place/{placeId}/booking/{assignedRightId} { licensePlate }: 400 in words once
 * the booking has started or when it was cancelled.
 */
export function updateBookingPlate({
  kind,
  placeId,
  assignedRightId,
  body,
}: {
  kind: CardKind;
  placeId: string;
  assignedRightId: string;
  body: UpdateBookingBody;
}): Promise<UpdateBookingResult> {
  return apiClient.patch<UpdateBookingResult>(
    `/${cardPath(kind)}/place/${encodeURIComponent(placeId)}/booking/${encodeURIComponent(assignedRightId)}`,
    body,
  );
}
