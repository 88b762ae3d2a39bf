import type { EmailTicketResponse, Locale } from '@parking/domain/contracts';
import { apiClient } from '#web/lib/api-client.ts';
import { payerKeyHeaders } from '#web/lib/payer-keys.ts';

/** A paid ticket to e-mail; lang is the UI language, so the e-mail reads like the screen. */
export interface TicketEmailRequest {
  placeId: string;
  assignedRightId: string;
  email: string;
  lang: Locale;
}

/**
 * GET {path}?email=&lang= (spec section 7), the same for a session's ticket and a booking's:
 * SENT once the mail server took the receipt, QUEUED while it is retried.
 */
export function requestTicketEmail(
  path: string,
  { email, lang }: TicketEmailRequest,
): Promise<EmailTicketResponse> {
  return apiClient.get<EmailTicketResponse>(path, {
    // The payer keys: without one of them the receipt carries no card digits (decision 068).
    params: { email: email.trim(), lang },
    headers: payerKeyHeaders(),
  });
}

/** GET /payment/place/{placeId}/email-ticket/{assignedRightId}?email=&lang=: a session's ticket. */
export function sendTicketEmail(request: TicketEmailRequest): Promise<EmailTicketResponse> {
  return requestTicketEmail(
    `/payment/place/${encodeURIComponent(request.placeId)}/email-ticket/${encodeURIComponent(request.assignedRightId)}`,
    request,
  );
}
