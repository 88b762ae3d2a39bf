import type { Logger } from 'pino';
import type { JobQueue } from '#api/jobs/job-queue.js';
import { EXPIRY_REMINDER_QUEUE } from './deliver.js';
import type { ReminderJob, ReminderRepository } from './repository.js';

/**
 * A reminder still QUEUED after this long has outlived its job: the expiry-reminder queue's
 * retries (20 s doubled five times) are over within about 11 minutes. It gets a new job, which
 * sends it if the session is still live, or records SKIPPED 'expired' once it has ended.
 */
export const STALE_QUEUED_MS = 15 * 60_000;

export type ReminderSweeperOptions = {
  repository: ReminderRepository;
  jobs: JobQueue;
  /** The app's clock: tests move it past a due time instead of waiting for it. */
  now: () => Date;
  intervalMs: number;
  logger: Logger;
};

/**
 * Every intervalMs, due reminders become QUEUED and get one `expiry-reminder` job each. The
 * due time is compared with the app's clock here rather than given to pg-boss as startAfter,
 * which compares with the database's clock (decision 040). A process that stops between the
 * update and the job leaves rows QUEUED: start() sends their jobs again (a job that did exist
 * is then delivered twice, which the handler's conditional update makes harmless), and a row
 * QUEUED for longer than STALE_QUEUED_MS gets a new job on any sweep.
 */
export function createReminderSweeper(options: ReminderSweeperOptions) {
  const { repository, jobs, now, intervalMs, logger } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  async function send(job: ReminderJob) {
    await jobs.send(EXPIRY_REMINDER_QUEUE.name, job);
  }

  /** True from start() until the rows a stopped process left QUEUED have their jobs again. */
  let resendQueued = false;

  async function tick() {
    if (resendQueued) {
      for (const job of await repository.listQueued()) await send(job);
      resendQueued = false;
    }
    const at = now();
    for (const job of await repository.requeueStale(new Date(at.getTime() - STALE_QUEUED_MS), at)) {
      await send(job);
    }
    for (const job of await repository.queueDue(now())) {
      try {
        await send(job);
      } catch (error) {
        logger.error({ err: error, ...job }, 'expiry reminder job not sent; back to SCHEDULED');
        await repository.unqueue(job, now());
      }
    }
  }

  /** One sweep at a time: a slow one is not overlapped by the next tick. */
  function sweep(): Promise<void> {
    running ??= tick()
      .catch((error: unknown) => logger.error({ err: error }, 'reminder sweep failed'))
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  return {
    sweep,
    /**
     * Called on the app's onReady, which runs before the server binds its port: the work
     * starts one interval later, so that a message sent at once already links to the bound
     * address (the extension link's base without PUBLIC_URL).
     */
    async start(): Promise<void> {
      resendQueued = true;
      timer = setInterval(() => void sweep(), intervalMs);
      // The sweeper alone never keeps the process alive.
      timer.unref();
    },
    async stop(): Promise<void> {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
