import type { QueueDefinition } from '#api/jobs/job-queue.js';

export type InvoiceJobData = { invoiceId: string };

/**
 * The invoice e-mails: retried as the receipts are (about 10 attempts over 15 to 30 minutes), in
 * smaller batches, since each message draws a PDF.
 */
export const INVOICE_QUEUE: QueueDefinition = {
  name: 'invoice-email',
  retryLimit: 10,
  retryDelaySeconds: 1,
  retryBackoff: true,
  expireInSeconds: 120,
  batchSize: 10,
  workers: 1,
};
