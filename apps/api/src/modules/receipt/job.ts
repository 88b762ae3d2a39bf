import type PgBoss from 'pg-boss';
import type { Database } from '#api/db/client.js';
import type { JobQueue } from '#api/jobs/job-queue.js';
import { RECEIPT_QUEUE, type ReceiptJobData } from './queue.js';
import { resendUnattemptedReceipts } from './send-job.js';
import type { ReceiptService } from './service.js';

/**
 * The receipt-email worker. Jobs of a batch are attempted side by side and fail one by one:
 * a failed job is handed back to pg-boss for its retry, the others complete. Its background
 * work, once the queue has started, sends the jobs a killed process left unsent (send-job.ts).
 */
export function defineReceiptJob(jobs: JobQueue, receipts: ReceiptService, db: Database) {
  jobs.define<ReceiptJobData>(RECEIPT_QUEUE, async (batch: PgBoss.Job<ReceiptJobData>[]) => {
    const results = await Promise.allSettled(batch.map((job) => receipts.deliver(job.data)));
    await Promise.all(
      results.map((result, index) => {
        const job = batch[index];
        if (result.status === 'fulfilled' || !job) return undefined;
        const reason = result.reason instanceof Error ? result.reason.message : 'failed';
        return jobs.boss.fail(RECEIPT_QUEUE.name, job.id, { message: reason });
      }),
    );
  });
  return {
    start: async () => {
      await resendUnattemptedReceipts(db, jobs);
    },
    stop: async () => {},
  };
}
