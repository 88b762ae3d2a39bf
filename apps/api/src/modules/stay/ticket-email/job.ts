import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { JobQueue } from '#api/jobs/job-queue.js';
import { STAY_TICKET_QUEUE, type StayTicketJobData } from './queue.js';
import type { StayTicketEmail } from './service.js';

/** The stay-ticket worker: each job of a batch is attempted, and failed, on its own. */
export function defineStayTicketJob(
  jobs: JobQueue,
  tickets: StayTicketEmail,
  logger: FastifyBaseLogger,
) {
  jobs.define<StayTicketJobData>(
    STAY_TICKET_QUEUE,
    async (batch: PgBoss.Job<StayTicketJobData>[]) => {
      const results = await Promise.allSettled(batch.map((job) => tickets.deliver(job.data)));
      await Promise.all(
        results.map((result, index) => {
          const job = batch[index];
          if (result.status === 'fulfilled' || !job) return undefined;
          const reason = result.reason instanceof Error ? result.reason.message : 'failed';
          logger.warn({ jobId: job.id, err: result.reason }, 'stay ticket e-mail failed');
          return jobs.boss.fail(STAY_TICKET_QUEUE.name, job.id, { message: reason });
        }),
      );
    },
  );
}
