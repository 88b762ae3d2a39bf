import { type EmailTicketResponse, LOCALES, type Locale } from '@parking/domain';
import type { Logger } from 'pino';
import { type ConfigChangeFeed, clearOnConfigChange } from '#api/config-changes/index.js';
import type { Database } from '#api/db/client.js';
import { AppError, assignedRightNotFound } from '#api/errors.js';
import type { JobQueue } from '#api/jobs/job-queue.js';
import { createTtlCache } from '#api/lib/ttl-cache.js';
import type { EmailAttachment, Mailer } from '#api/messaging/message.js';
import type { ResumeService } from '../payment/index.js';
import { toReceiptContent } from './content.js';
import { findPayerKeyOfRight } from './payer-proof.js';
import { RECEIPT_QUEUE } from './queue.js';
import {
  type ClaimedDelivery,
  createReceiptRepository,
  type ReceiptDeliveryRow,
} from './repository.js';
import { sendReceiptJob } from './send-job.js';
import { type BookingTicketNote, renderReceiptEmail } from './templates/receipt-email.js';

/** Receipts one ticket may send per hour, to any addresses: the endpoint mails strangers. */
export const RECEIPTS_PER_RIGHT_PER_HOUR = 10;

export type ReceiptServiceOptions = {
  db: Database;
  jobs: JobQueue;
  mailer: Mailer;
  resumes: ResumeService;
  logger: Logger;
  /** Base of the logo links in the e-mail: PUBLIC_URL, else the address the server listens on. */
  publicUrl: () => string;
  /** How long a request waits for the first attempt before answering QUEUED. */
  waitMs: number;
  /** How long a place's brand (name, logo, colours, address) is reused between receipts. */
  brandCacheTtlMs: number;
  /** Drops the brands a configuration change touched. */
  configChanges: ConfigChangeFeed;
  /**
   * What a booking's ticket adds (modules/booking/ticket-email): its .ics and its state and
   * manage link; nothing for other rights. Absent: every ticket is a plain receipt.
   */
  ticketExtrasFor?: TicketExtras;
};

/** What a ticket's e-mail may add (a booking's .ics, state and manage link), asked per ticket. */
export type TicketExtras = (input: {
  assignedRightId: string;
  /** Base of the manage link (PUBLIC_URL, else the bound address). */
  publicUrl: string;
  locale: Locale;
  placeName: string;
  address: string | null;
  plates: string[];
  organizationName: string;
  /** The recipient proved they paid (payer-proof.ts): only then the manage link. */
  toPayer: boolean;
}) => Promise<{ attachments: EmailAttachment[]; booking: BookingTicketNote | null }>;

const toLocale = (value: string | undefined): Locale =>
  LOCALES.includes(value as Locale) ? (value as Locale) : 'es-ES';

const tooManyReceipts = () =>
  new AppError(
    'TOO_MANY_RECEIPTS',
    `Too many receipts for this ticket: at most ${RECEIPTS_PER_RIGHT_PER_HOUR} an hour. Please try again later.`,
  );

/**
 * E-mail receipts (docs/decisions/040-jobs-receipts-reminders.md): a request records a
 * delivery and sends a job; the job's handler claims the delivery, renders and sends it.
 */
export function createReceiptService(options: ReceiptServiceOptions) {
  const repository = createReceiptRepository(options.db);
  // A burst of receipts at one place reads its brand once, not twice per message.
  const brands = createTtlCache<NonNullable<Awaited<ReturnType<typeof repository.loadPlaceBrand>>>>(
    { ttlMs: options.brandCacheTtlMs, maxEntries: 1000 },
  );
  clearOnConfigChange(options.configChanges, brands, (placeId) => placeId);
  // Attempts finished in this process, so a waiting request answers at once (not on a poll).
  const waiters = new Map<string, Set<() => void>>();

  const notifyAttempt = (deliveryId: string) => {
    for (const wake of waiters.get(deliveryId) ?? []) wake();
  };

  /** Resolves after an attempt of this delivery ends here, a poll interval, or the deadline. */
  function nextAttemptOrPoll(deliveryId: string, ms: number): Promise<void> {
    return new Promise((resolve) => {
      const set = waiters.get(deliveryId) ?? new Set<() => void>();
      waiters.set(deliveryId, set);
      const done = () => {
        clearTimeout(timer);
        set.delete(done);
        if (set.size === 0) waiters.delete(deliveryId);
        resolve();
      };
      const timer = setTimeout(done, ms);
      set.add(done);
    });
  }

  /** SENT once delivered; QUEUED once an attempt failed or the wait is over. */
  async function awaitFirstAttempt(delivery: ReceiptDeliveryRow): Promise<'SENT' | 'QUEUED'> {
    const deadline = Date.now() + options.waitMs;
    let row: ReceiptDeliveryRow | undefined = delivery;
    for (;;) {
      if (row?.status === 'SENT') return 'SENT';
      if (!row || row.status === 'FAILED' || row.lastError !== null) return 'QUEUED';
      const left = deadline - Date.now();
      if (left <= 0) return 'QUEUED';
      // Another process's worker may take the job: look at the row now and then as well.
      await nextAttemptOrPoll(delivery.id, Math.min(left, 250));
      row = await repository.findDelivery(delivery.id);
    }
  }

  async function render(delivery: ClaimedDelivery, placeId: string) {
    const { toPayer } = delivery;
    const [resume, brand] = await Promise.all([
      options.resumes.getResume(
        placeId,
        delivery.assignedRightId,
        delivery.payerKeyHash ? [delivery.payerKeyHash] : [],
      ),
      brands.get(placeId, () => repository.loadPlaceBrand(placeId)),
    ]);
    if (!brand) throw new Error(`Place ${placeId} of a receipt has gone`);
    const content = toReceiptContent({
      resume: toPayer ? resume : { ...resume, cardDetail: null },
      brand,
      permit: delivery.rightKind === 'PERMIT',
      locale: toLocale(delivery.locale),
      publicUrl: options.publicUrl(),
    });
    const extras = await options.ticketExtrasFor?.({
      ...content,
      assignedRightId: delivery.assignedRightId,
      publicUrl: options.publicUrl(),
      toPayer,
    });
    const message = renderReceiptEmail(
      { ...content, booking: extras?.booking ?? null },
      delivery.email,
    );
    return extras?.attachments.length ? { ...message, attachments: extras.attachments } : message;
  }

  /**
   * One attempt, counted by the claim. Through the outbox the message row and SENT are one
   * statement (exactly once: an attempt that finds the delivery SENT by another writes no
   * message); over SMTP a crash after the server accepted the message and before SENT is
   * recorded can repeat it (at least once).
   */
  async function attempt(
    deliveryId: string,
    placeId: string,
    counted: (attempts: number) => void,
  ): Promise<void> {
    const claimed = await repository.claim(deliveryId);
    if (!claimed) return;
    counted(claimed.attempts);
    const message = await render(claimed, placeId);
    const { mailer } = options;
    if (mailer.sendIf) {
      await mailer.sendIf(options.db, message, (messageId) =>
        repository.markSentStatement(deliveryId, messageId),
      );
      return;
    }
    const sent = await mailer.send(message);
    await repository.markSent(deliveryId, sent.messageId);
  }

  return {
    async requestReceipt(input: {
      placeId: string;
      assignedRightId: string;
      email: string;
      lang: Locale | undefined;
      /** The hashes of the request's payer keys (decision 068). */
      payerKeyHashes: readonly string[];
    }): Promise<EmailTicketResponse> {
      const right = await repository.findRight(input.assignedRightId);
      // A right of another place is as unknown as a missing one: links are per place.
      if (!right || right.placeId !== input.placeId) throw assignedRightNotFound();
      const result = await repository.createOrReuse({
        assignedRightId: right.id,
        email: input.email,
        locale: input.lang ?? toLocale(right.locale),
        cap: RECEIPTS_PER_RIGHT_PER_HOUR,
        // The one key that paid this right, if the request holds it: the job renders with it.
        payerKeyHash: await findPayerKeyOfRight(options.db, right.id, input.payerKeyHashes),
      });
      if (!result) throw tooManyReceipts();
      if (result.created) {
        await sendReceiptJob(options.jobs, {
          deliveryId: result.delivery.id,
          placeId: right.placeId,
        });
      }
      return { status: await awaitFirstAttempt(result.delivery), email: result.delivery.email };
    },

    /** The job's work for one delivery; throws so that pg-boss retries it with backoff. */
    async deliver({ deliveryId, placeId }: { deliveryId: string; placeId: string }) {
      let attempts = 0;
      try {
        await attempt(deliveryId, placeId, (count) => {
          attempts = count;
        });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        // The queue makes retryLimit + 1 attempts in all; after the last one nobody retries.
        const final = attempts > RECEIPT_QUEUE.retryLimit;
        await repository.recordFailure(deliveryId, reason, final);
        options.logger.warn({ deliveryId, attempts, final, err: error }, 'receipt e-mail failed');
        throw error;
      } finally {
        notifyAttempt(deliveryId);
      }
    },
  };
}

export type ReceiptService = ReturnType<typeof createReceiptService>;
