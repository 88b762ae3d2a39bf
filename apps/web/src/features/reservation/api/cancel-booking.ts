import type { CancelBookingResult } from '@parking/domain/contracts';
import { type CardKind, cardPath } from '#web/features/payment/index.ts';
import { apiClient } from '#web/lib/api-client.ts';

/**
 * POST /{provider}/booking/cancel/{assignedRightId}, empty body: 200 with the refund every time
 * once cancelled; 400 'Too late to cancel' past the place's deadline.
 */
export function cancelBooking(
  kind: CardKind,
  assignedRightId: string,
): Promise<CancelBookingResult> {
  return apiClient.post<CancelBookingResult>(
    `/${cardPath(kind)}/booking/cancel/${encodeURIComponent(assignedRightId)}`,
    {},
  );
}
