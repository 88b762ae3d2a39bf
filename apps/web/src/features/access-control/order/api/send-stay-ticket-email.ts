import { apiClient } from '#web/lib/api-client.ts';
import type { Locale } from '#web/lib/locale.ts';

/**
 * GET /customer/{customerId}/email-ticket/{sessionId}?lang&email (spec section 7): the stay's
 * latest paid ticket to that address. 202: accepted (sent, or queued while the mail server
 * retries).
 */
export function sendStayTicketEmail(input: {
  customerId: string;
  sessionId: string;
  email: string;
  lang: Locale;
}): Promise<unknown> {
  return apiClient.get<unknown>(
    `/customer/${encodeURIComponent(input.customerId)}/email-ticket/${encodeURIComponent(input.sessionId)}`,
    { params: { lang: input.lang, email: input.email.trim() } },
  );
}
