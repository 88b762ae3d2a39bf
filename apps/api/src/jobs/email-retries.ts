import type { QueueDefinition } from './job-queue.js';

/**
 * How a queue of e-mails retries: about 10 attempts over 15 to 30 minutes (1 s doubled each
 * time, with jitter), so a mail server down for a restart or a short outage delays a message,
 * it does not lose it. A batch must finish within expireInSeconds.
 */
export const EMAIL_RETRIES = {
  retryLimit: 10,
  retryDelaySeconds: 1,
  retryBackoff: true,
  expireInSeconds: 120,
} as const satisfies Partial<QueueDefinition>;
