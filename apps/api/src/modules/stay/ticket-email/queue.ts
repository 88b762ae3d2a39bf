import { EMAIL_RETRIES } from '#api/jobs/email-retries.js';
import type { QueueDefinition } from '#api/jobs/job-queue.js';

/** Which order's ticket, to whom, in which language. */
export type StayTicketJobData = {
  orderId: string;
  email: string;
  locale: string;
  /**
   * Whether the mail may carry the order (its id and the ticket page's link, a capability to
   * the ticket and its invoice): only to the address the payer gave when paying.
   */
  withOrder: boolean;
};

/** The stay tickets asked for by e-mail, retried as every e-mail is. */
export const STAY_TICKET_QUEUE: QueueDefinition = {
  name: 'stay-ticket-email',
  ...EMAIL_RETRIES,
  batchSize: 10,
  workers: 1,
};

/** The same stay and address within this many seconds queue one e-mail. */
export const STAY_TICKET_THROTTLE_SECONDS = 60;
