import type { EmailTicketResponse } from '@parking/domain/contracts';
import { requestTicketEmail, type TicketEmailRequest } from '#web/features/transient/index.ts';

/**
 * GET /payment/place/{placeId}/booking/email-ticket/{assignedRightId}?email=&lang= (spec
 * section 7): the booking's ticket, with its calendar attachment, to another address or again.
 */
export function sendBookingTicketEmail(request: TicketEmailRequest): Promise<EmailTicketResponse> {
  return requestTicketEmail(
    `/payment/place/${encodeURIComponent(request.placeId)}/booking/email-ticket/${encodeURIComponent(request.assignedRightId)}`,
    request,
  );
}
