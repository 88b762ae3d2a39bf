import type { Logger } from 'pino';
import type { Database } from '#api/db/client.js';
import type { JobQueue } from '#api/jobs/job-queue.js';
import type { SmsSender } from '#api/messaging/message.js';
import { createReminderDeliverer, EXPIRY_REMINDER_QUEUE } from './deliver.js';
import { createReminderRepository, type ReminderJob } from './repository.js';
import { createReminderSweeper } from './sweeper.js';

/** The payment's settle statement schedules a reminder with these (schedule.ts). */
export { reminderPhoneOf, SCHEDULE_REMINDER_CTES } from './schedule.js';
/** The summary's view of a session's reminder (the resume module). */
export { reminderOfRight, toReminderSummary } from './summary.js';

export type RemindersOptions = {
  db: Database;
  jobs: JobQueue;
  sms: SmsSender;
  now: () => Date;
  sweepIntervalMs: number;
  baseUrl: () => string;
  logger: Logger;
};

/**
 * SMS reminders before a session ends (docs/decisions/040-jobs-receipts-reminders.md): the
 * payment's settle schedules them (schedule.ts), the sweeper queues them when due, the job
 * sends them. Call while the app is built (it defines the job queue); start() once the job
 * queue has started, stop() before it stops.
 */
export function setUpReminders(options: RemindersOptions) {
  const repository = createReminderRepository(options.db);
  const deliverer = createReminderDeliverer({
    db: options.db,
    repository,
    sms: options.sms,
    now: options.now,
    baseUrl: options.baseUrl,
    logger: options.logger,
  });
  options.jobs.define<ReminderJob>(EXPIRY_REMINDER_QUEUE, (jobs) => deliverer.handle(jobs));
  const sweeper = createReminderSweeper({
    repository,
    jobs: options.jobs,
    now: options.now,
    intervalMs: options.sweepIntervalMs,
    logger: options.logger,
  });
  return {
    deliver: deliverer.deliver,
    sweep: sweeper.sweep,
    start: sweeper.start,
    stop: sweeper.stop,
  };
}

export type Reminders = ReturnType<typeof setUpReminders>;
