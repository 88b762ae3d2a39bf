import { EMAIL_RETRIES } from '#api/jobs/email-retries.js';
import type { QueueDefinition } from '#api/jobs/job-queue.js';

/** The job data: which delivery, and the place its ticket is read at. */
export type ReceiptJobData = { deliveryId: string; placeId: string };

/** The receipts, retried as every e-mail is (jobs/email-retries.ts). */
export const RECEIPT_QUEUE: QueueDefinition = {
  name: 'receipt-email',
  ...EMAIL_RETRIES,
  // 25, not 5: pg-boss's worker fetches one batch, then sleeps JOB_POLL_INTERVAL_MS unless a
  // send from this process woke it meanwhile, so a backlog (jobs sent by another process,
  // retries, a restart) drains at about batchSize per poll: 2.5 a second at 5, 12.5 at 25
  // (bench/receipts.ts). Not more: the whole batch must finish within expireInSeconds, and
  // against a mail server that hangs, 25 messages over 5 connections at SMTP_TIMEOUT_MS
  // (10 s) each take about 50 s.
  batchSize: 25,
  // Two batches in flight: one fetches and completes while the other waits on the mail server.
  workers: 2,
};
