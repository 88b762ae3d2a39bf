import type { EmailTicketResponse, Locale } from '@parking/domain/contracts';
import { apiClient } from '#web/lib/api-client.ts';
import { payerKeyHeaders } from '#web/lib/payer-keys.ts';

/**
 * GET /payment/place/{placeId}/booking/email-ticket/{assignedRightId}?email=&lang= (spec
 * section 7): the booking's ticket, with its calendar attachment, to another address or again.
 */
export function sendBookingTicketEmail({
  placeId,
  assignedRightId,
  email,
  lang,
}: {
  placeId: string;
  assignedRightId: string;
  email: string;
  lang: Locale;
}): Promise<EmailTicketResponse> {
  return apiClient.get<EmailTicketResponse>(
    `/payment/place/${encodeURIComponent(placeId)}/booking/email-ticket/${encodeURIComponent(assignedRightId)}`,
    // The payer keys: without one of them the receipt carries no card digits (decision 068).
    { params: { email: email.trim(), lang }, headers: payerKeyHeaders() },
  );
}
