import { randomUUID } from 'node:crypto';
import { normalizeIP } from '@fastify/rate-limit';
import { PAYMENT_MESSAGES } from '@parking/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CardingConfig } from '#api/config.js';
import { AppError } from '#api/errors.js';
import type { CounterStore, Verdict } from '#api/lib/counters/counter-store.js';

/** A pending payment lives 4 minutes; its payment methods are remembered well past that. */
const PAYMENT_MEMORY_MS = 3_600_000;

type Limit = 'declines' | 'new intents' | 'card attempts' | 'methods per payment';

/** ': please try again in 8 minutes' after the vocabulary's words, which the web recognises. */
function tooManyCardAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `${PAYMENT_MESSAGES.tooManyCardAttempts}: please try again in ${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * The carding defence (OWASP OAT-001, docs/decisions/041): hooks for the card routes that
 * refuse, with a 429 and before the processor sees anything, an address that tries too many
 * cards, is declined too often or starts too many card payments, and a pending payment tried
 * with too many cards. Counts are of distinct things (an intent and a payment method), so a
 * double click or a burst of retries of one request counts once.
 */
export function createCardingGuard({
  counters,
  limits,
}: {
  counters: CounterStore;
  limits: CardingConfig;
}) {
  /** IPv6 clients by their /64, as the rate-limit plugin counts them. */
  const addressOf = (request: FastifyRequest) => normalizeIP(request.ip);

  function refuse(request: FastifyRequest, reply: FastifyReply, verdict: Verdict, limit: Limit) {
    const seconds = Math.max(1, Math.ceil(verdict.retryAfterMs / 1000));
    request.log.warn({ cardingLimit: limit, retryAfterSeconds: seconds }, 'carding limit reached');
    reply.header('retry-after', String(seconds));
    return new AppError('TOO_MANY_CARD_ATTEMPTS', tooManyCardAttemptsMessage(seconds));
  }

  async function checkDeclines(request: FastifyRequest, reply: FastifyReply, address: string) {
    const declines = await counters.peek(`declines:${address}`, limits.declinesPerIp);
    if (!declines.allowed) throw refuse(request, reply, declines, 'declines');
  }

  return {
    /**
     * preHandler of generate-payment and generate-payment-on-demand-extension (both kinds):
     * each new intent is a fresh place to try a card, at the processor directly for the
     * second kind.
     */
    async beforeNewIntent(request: FastifyRequest, reply: FastifyReply) {
      const address = addressOf(request);
      await checkDeclines(request, reply, address);
      const intents = await counters.take(`intents:${address}`, randomUUID(), limits.intentsPerIp);
      if (!intents.allowed) throw refuse(request, reply, intents, 'new intents');
    },

    /** preHandler of the first kind's process calls, the ones that send a card to confirm. */
    async beforeCardAttempt(request: FastifyRequest, reply: FastifyReply) {
      const { paymentIntentId, paymentMethodId } = request.body as {
        paymentIntentId: string;
        paymentMethodId: string;
      };
      const address = addressOf(request);
      await checkDeclines(request, reply, address);
      const attempts = await counters.take(
        `attempts:${address}`,
        `${paymentIntentId}|${paymentMethodId}`,
        limits.attemptsPerIp,
      );
      if (!attempts.allowed) throw refuse(request, reply, attempts, 'card attempts');
      const methods = await counters.take(`methods:${paymentIntentId}`, paymentMethodId, {
        max: limits.methodsPerPayment,
        windowMs: PAYMENT_MEMORY_MS,
      });
      if (!methods.allowed) throw refuse(request, reply, methods, 'methods per payment');
    },

    /**
     * onResponse of every process call: a 402 is a decline of the address. The second kind
     * learns of its declines here too (its browser confirmed at the processor directly).
     */
    async countDecline(request: FastifyRequest, reply: FastifyReply) {
      if (reply.statusCode !== 402) return;
      const body = request.body as {
        paymentIntentId?: string;
        paymentMethodId?: string;
        externalId?: string;
      };
      const attempt = body.externalId ?? `${body.paymentIntentId}|${body.paymentMethodId}`;
      await counters.add(`declines:${addressOf(request)}`, attempt, limits.declinesPerIp.windowMs);
    },
  };
}

export type CardingGuard = ReturnType<typeof createCardingGuard>;
