import type PgBoss from 'pg-boss';
import type { JobQueue } from '#api/jobs/job-queue.js';
import { INVOICE_QUEUE, type InvoiceJobData } from './queue.js';
import type { InvoiceService } from './service.js';

/** The invoice-email worker: each job of a batch is attempted, and failed, on its own. */
export function defineInvoiceJob(jobs: JobQueue, invoices: InvoiceService): void {
  jobs.define<InvoiceJobData>(INVOICE_QUEUE, async (batch: PgBoss.Job<InvoiceJobData>[]) => {
    const results = await Promise.allSettled(batch.map((job) => invoices.deliverEmail(job.data)));
    await Promise.all(
      results.map((result, index) => {
        const job = batch[index];
        if (result.status === 'fulfilled' || !job) return undefined;
        const reason = result.reason instanceof Error ? result.reason.message : 'failed';
        return jobs.boss.fail(INVOICE_QUEUE.name, job.id, { message: reason });
      }),
    );
  });
}
