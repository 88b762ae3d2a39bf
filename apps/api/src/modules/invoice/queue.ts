import { EMAIL_RETRIES } from '#api/jobs/email-retries.js';
import type { QueueDefinition } from '#api/jobs/job-queue.js';

export type InvoiceJobData = { invoiceId: string };

/** The invoice e-mails: retried as every e-mail is, in small batches (each draws a PDF). */
export const INVOICE_QUEUE: QueueDefinition = {
  name: 'invoice-email',
  ...EMAIL_RETRIES,
  batchSize: 10,
  workers: 1,
};
