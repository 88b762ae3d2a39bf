import type { Logger } from 'pino';
import type { Database } from '#api/db/client.js';
import type { QueueDefinition } from '#api/jobs/job-queue.js';
import type { SmsSender } from '#api/messaging/message.js';
import type { Delivery, ReminderJob, ReminderRepository } from './repository.js';
import { extensionUrl, reminderSmsText } from './sms-text.js';

/**
 * The `expiry-reminder` queue. A failed attempt (SMS provider down) rolls its transaction
 * back, leaving the reminder QUEUED, and pg-boss retries it; by then the session may have
 * ended, and the retry records SKIPPED 'expired' instead of warning too late.
 */
export const EXPIRY_REMINDER_QUEUE: QueueDefinition = {
  name: 'expiry-reminder',
  retryLimit: 5,
  retryDelaySeconds: 20,
  retryBackoff: true,
  expireInSeconds: 60,
  batchSize: 10,
};

export type ReminderDelivererOptions = {
  db: Database;
  repository: ReminderRepository;
  sms: SmsSender;
  now: () => Date;
  /** PUBLIC_URL, else the address the server is bound to: where the extension link points. */
  baseUrl: () => string;
  logger: Logger;
};

/**
 * Delivers one reminder job in one transaction: the conditional update that marks it SENT (or
 * SKIPPED, or finds it already done) and the message. In the outbox mode the message is a row
 * of that transaction, so it exists exactly when the reminder is SENT: a job delivered twice,
 * or re-sent after a restart, sends once. Through Twilio the message leaves before the commit:
 * if the process dies after Twilio accepted it and before the commit, the job's retry sends it
 * again (at least once, the window being one HTTP answer and one commit). That call runs with
 * the transaction open: on PostgreSQL it holds one pooled connection and the reminder's row
 * lock; on PGlite, whose one connection serves every request, it pauses the server for
 * Twilio's answer (the SDK's timeout bounds it), a cost only the embedded mode with Twilio pays.
 */
export function createReminderDeliverer(options: ReminderDelivererOptions) {
  const { db, repository, sms, now, baseUrl, logger } = options;

  async function deliver(job: ReminderJob): Promise<Delivery> {
    const delivery = await db.transaction(async (tx) => {
      const at = now();
      const outcome = await repository.settleDelivery(tx, job, at);
      if (outcome.status !== 'SENT') return outcome;
      const text = reminderSmsText({
        locale: outcome.locale,
        placeName: outcome.placeName,
        plate: outcome.plate,
        end: outcome.coversUntil,
        timeZone: outcome.timeZone,
        now: at,
        extensionUrl: extensionUrl(baseUrl(), outcome.placeId, job.assignedRightId),
      });
      const message = { to: outcome.phoneNumber, text };
      // The outbox joins this transaction; Twilio is an HTTP call made while it is open.
      await (sms.sendWithin ? sms.sendWithin(tx, message) : sms.send(message));
      return outcome;
    });
    logger.info(
      { assignedRightId: job.assignedRightId, status: delivery.status },
      'expiry reminder delivered',
    );
    return delivery;
  }

  return {
    deliver,
    /** pg-boss's batch handler: a throw fails the batch, whose retries find the done ones done. */
    async handle(jobs: { data: ReminderJob }[]): Promise<void> {
      for (const job of jobs) await deliver(job.data);
    },
  };
}
