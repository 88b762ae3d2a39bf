import type { FastifyBaseLogger } from 'fastify';
import type { Intent } from '../card-processor.js';
import { eventIdFor } from './ids.js';
import type { SandboxIntentRow, SandboxRepository } from './repository.js';
import { toSandboxEvent } from './webhook-event.js';
import { SANDBOX_SIGNATURE_HEADER, signSandboxPayload } from './webhook-signature.js';

const SANDBOX_WEBHOOK_PATH = '/api/webhooks/sandbox';

/** The answer, or a rejection once `ms` have passed (a hung handler is retried like a refusal). */
function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

const DELIVERY_LEASE_MS = 60_000;
/**
 * Webhooks sent side by side, and leased and cleared with one statement each: 64 took a
 * webhook's share of the database's time from 0.28 to 0.08 ms, and of the server's from 0.55 to
 * 0.41 ms, against 20 (decision 104; 64 is also the most one statement batch of the receiving
 * route takes, lib/statement-batch.ts).
 */
const BATCH_SIZE = 64;
/** How long one round keeps taking full batches before the next tick. */
const ROUND_BUDGET_MS = 1000;
const DELIVERY_TIMEOUT_MS = 10_000;
/** Like Stripe: redeliveries back off and stop after three days. */
const DELIVERY_GIVE_UP_MS = 3 * 86_400_000;

/**
 * Hands a signed webhook to our own server, through its route, parsers and hooks as a request
 * from outside would go (app.ts: Fastify's inject, no socket: decision 100); answers its status.
 */
export type SandboxWebhookPost = (request: {
  path: string;
  headers: Record<string, string>;
  body: string;
}) => Promise<number>;

/**
 * The sandbox's webhooks, at least once (docs/decisions/032-card-processors.md): confirm_at is
 * its outbox, a round leases the due rows, posts each signed event to our own server and clears
 * it on a 2xx, or moves it on by the event's age.
 */
export function createSandboxWebhookDelivery(input: {
  repository: SandboxRepository;
  logger: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  toIntent: (row: SandboxIntentRow) => Promise<Intent>;
  post: SandboxWebhookPost;
  /** The webhook secret, once loaded (undefined before init). */
  secret: () => string | undefined;
  now: () => Date;
}) {
  const { repository, logger } = input;

  /** True when nothing is left to send for the row (the round clears them all at once). */
  async function deliver(row: SandboxIntentRow, secret: string): Promise<boolean> {
    if (row.status !== 'succeeded') return true;
    const age = input.now().getTime() - row.updatedAt.getTime();
    if (age > DELIVERY_GIVE_UP_MS) {
      logger.error({ intentId: row.id }, 'sandbox webhook never acknowledged: given up');
      return true;
    }
    // Backs off with the event's age: about 1 s, 2 s, 4 s... up to 10 minutes.
    const retryMs = Math.min(Math.max(age, 1000), 600_000);
    const type = 'payment_intent.succeeded';
    const body = JSON.stringify(
      toSandboxEvent({
        eventId: eventIdFor(row.id, type),
        type,
        intent: await input.toIntent(row),
        paymentMethodId: row.paymentMethodId,
        createdMs: row.updatedAt.getTime(),
      }),
    );
    try {
      const status = await withTimeout(
        input.post({
          path: SANDBOX_WEBHOOK_PATH,
          headers: {
            'content-type': 'application/json',
            [SANDBOX_SIGNATURE_HEADER]: signSandboxPayload({ payload: body, secret }),
          },
          body,
        }),
        DELIVERY_TIMEOUT_MS,
      );
      if (status < 200 || status > 299) throw new Error(`webhook answered ${status}`);
      return true;
    } catch (error) {
      logger.warn(
        { intentId: row.id, retryMs, err: error },
        'sandbox webhook not delivered; will retry',
      );
      await repository.retryDeliveryIn(row.id, retryMs);
      return false;
    }
  }

  /**
   * One scheduler round: charges due slow intents and sends due webhooks, a batch at a time.
   * A full batch means more may be due, so the round goes on (for up to ROUND_BUDGET_MS): the
   * webhooks keep up with any rate of payments, where one batch a round sent 20 a second and
   * left a busy sandbox's slow cards and webhooks minutes behind. Returns how many.
   */
  return async function deliverDue(): Promise<number> {
    const secret = input.secret();
    if (!secret) return 0;
    const until = performance.now() + ROUND_BUDGET_MS;
    let taken = 0;
    for (;;) {
      const rows = await repository.claimDue({ limit: BATCH_SIZE, leaseMs: DELIVERY_LEASE_MS });
      const done = await Promise.all(rows.map((row) => deliver(row, secret)));
      await repository.markDelivered(rows.filter((_, index) => done[index]).map((row) => row.id));
      taken += rows.length;
      if (rows.length < BATCH_SIZE || performance.now() >= until) return taken;
    }
  };
}
