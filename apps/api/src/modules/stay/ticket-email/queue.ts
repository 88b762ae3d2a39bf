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

/**
 * The stay tickets asked for by e-mail: retried as the receipts are (about 10 attempts over 15
 * to 30 minutes), so a mail server's restart delays a ticket and does not lose it.
 */
export const STAY_TICKET_QUEUE: QueueDefinition = {
  name: 'stay-ticket-email',
  retryLimit: 10,
  retryDelaySeconds: 1,
  retryBackoff: true,
  expireInSeconds: 120,
  batchSize: 10,
  workers: 1,
};

/** The same stay and address within this many seconds queue one e-mail. */
export const STAY_TICKET_THROTTLE_SECONDS = 60;
