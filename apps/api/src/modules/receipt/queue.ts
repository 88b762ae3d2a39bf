import type { QueueDefinition } from '../../jobs/job-queue.js';

/** The job data: which delivery, and the place its ticket is read at. */
export type ReceiptJobData = { deliveryId: string; placeId: string };

/**
 * About 10 attempts over 15 to 30 minutes (1 s doubled each time, with jitter): a mail server
 * down for a restart or a short outage delays the receipt, it does not lose it.
 */
export const RECEIPT_QUEUE: QueueDefinition = {
  name: 'receipt-email',
  retryLimit: 10,
  retryDelaySeconds: 1,
  retryBackoff: true,
  expireInSeconds: 120,
  batchSize: 5,
};
