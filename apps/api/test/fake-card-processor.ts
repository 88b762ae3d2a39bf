import { randomBytes } from 'node:crypto';
import type { CardGateway } from '@parking/domain';
import type {
  CardProcessor,
  Intent,
  IntentWithSecret,
  Refund,
  WebhookEvent,
} from '../src/card-processors/index.js';
import { CardProcessorError, CardProcessorRequestError } from '../src/card-processors/index.js';

const CARDS: Record<string, { brand: string; last4: string; outcome: 'ok' | 'decline' | 'slow' }> =
  {
    pm_card_visa: { brand: 'visa', last4: '4242', outcome: 'ok' },
    pm_card_chargeDeclined: { brand: 'visa', last4: '0002', outcome: 'decline' },
    pm_card_slow: { brand: 'visa', last4: '3220', outcome: 'slow' },
  };

type Stored = IntentWithSecret & {
  chargeCount: number;
  keys: Map<string, Intent>;
  refund: (Refund & { idempotencyKey: string; reason: string }) | null;
};

const unexpectedState = (action: string, status: string) =>
  new CardProcessorRequestError(
    400,
    'payment_intent_unexpected_state',
    `You cannot ${action} this PaymentIntent because it has a status of ${status}.`,
  );

/**
 * An in-memory processor with the interface's semantics, for tests that need to steer the
 * processor (fail a call, count calls) where the sandbox cannot. Charges at most once, refunds
 * at most once, and answers refunds and cancellations as the sandbox does.
 */
export function createFakeCardProcessor(gateway: CardGateway = 'SANDBOX') {
  const intents = new Map<string, Stored>();
  const byKey = new Map<string, string>();
  const calls = { create: 0, confirm: 0, retrieve: 0, update: 0, refund: 0, cancel: 0 };
  /** Calls whose next answer is lost after the work is done (loseNextAnswer). */
  const lose = { refund: 0, cancel: 0 };
  const answerOrLose = <T>(method: keyof typeof lose, answer: T): T => {
    if (lose[method] === 0) return answer;
    lose[method] -= 1;
    throw new CardProcessorError(gateway, `${method}: answer lost`);
  };
  const view = (stored: Stored): Intent => ({
    intentId: stored.intentId,
    status: stored.status,
    amountMinor: stored.amountMinor,
    currencyCode: stored.currencyCode,
    card: stored.card,
    lastError: stored.lastError,
    lastErrorCode: stored.lastErrorCode,
    metadata: { ...stored.metadata },
  });
  const refundView = ({ refundId, status, amountMinor, voided }: Refund): Refund => ({
    refundId,
    status,
    amountMinor,
    voided,
  });
  const find = (intentId: string) => {
    const stored = intents.get(intentId);
    if (!stored) {
      throw new CardProcessorRequestError(
        404,
        'resource_missing',
        `No such payment_intent: '${intentId}'`,
      );
    }
    return stored;
  };
  const processor: CardProcessor & {
    calls: typeof calls;
    chargeCount(intentId: string): number;
    /** What a slow card does later: the processor confirms. */
    settleSlow(intentId: string): void;
    /** The browser's confirmation of the second kind; a canceled intent refuses it (400). */
    confirmFromBrowser(intentId: string, paymentMethodId: string): void;
    /** How many times money was given back for the intent (0 or 1). */
    refundCount(intentId: string): number;
    /** The next `count` calls of `method` do their work, then fail as a lost answer would. */
    loseNextAnswer(method: keyof typeof lose, count?: number): void;
  } = {
    gateway,
    calls,
    async createIntent(input) {
      calls.create += 1;
      const known = byKey.get(input.idempotencyKey);
      if (known) return { ...view(find(known)), clientSecret: find(known).clientSecret };
      const intentId = `pi_${randomBytes(12).toString('hex')}`;
      const stored: Stored = {
        intentId,
        clientSecret: `${intentId}_secret_${randomBytes(8).toString('hex')}`,
        status: 'requires_payment_method',
        amountMinor: input.amountMinor,
        currencyCode: input.currencyCode,
        card: null,
        lastError: null,
        lastErrorCode: null,
        metadata: { ...input.metadata },
        chargeCount: 0,
        keys: new Map(),
        refund: null,
      };
      intents.set(intentId, stored);
      byKey.set(input.idempotencyKey, intentId);
      return { ...view(stored), clientSecret: stored.clientSecret };
    },
    async updateIntentMetadata({ intentId, metadata }) {
      calls.update += 1;
      const stored = find(intentId);
      stored.metadata = { ...stored.metadata, ...metadata };
      return view(stored);
    },
    async confirmIntent({ intentId, paymentMethodId, idempotencyKey }) {
      calls.confirm += 1;
      const stored = find(intentId);
      const replay = stored.keys.get(idempotencyKey);
      if (replay) return replay;
      // As the sandbox and the Stripe adapter answer it: the canceled intent, nothing charged.
      if (stored.status === 'canceled') return view(stored);
      if (stored.status === 'succeeded' || stored.status === 'processing') {
        throw new Error('This PaymentIntent has already been confirmed');
      }
      processor.confirmFromBrowser(intentId, paymentMethodId);
      const result = view(stored);
      stored.keys.set(idempotencyKey, result);
      return result;
    },
    confirmFromBrowser(intentId, paymentMethodId) {
      const stored = find(intentId);
      if (stored.status === 'canceled') throw unexpectedState('confirm', stored.status);
      const card = CARDS[paymentMethodId];
      if (!card) throw new Error(`No such payment method ${paymentMethodId}`);
      stored.card = { brand: card.brand, last4: card.last4 };
      if (card.outcome === 'decline') {
        stored.status = 'requires_payment_method';
        stored.lastError = 'Your card was declined.';
        stored.lastErrorCode = 'card_declined';
      } else if (card.outcome === 'slow') {
        stored.status = 'processing';
        stored.lastError = null;
        stored.lastErrorCode = null;
      } else {
        stored.status = 'succeeded';
        stored.lastError = null;
        stored.lastErrorCode = null;
        stored.chargeCount += 1;
      }
    },
    settleSlow(intentId) {
      const stored = find(intentId);
      if (stored.status !== 'processing') throw new Error(`Intent ${intentId} is not processing`);
      stored.status = 'succeeded';
      stored.chargeCount += 1;
    },
    async retrieveIntent({ intentId }) {
      calls.retrieve += 1;
      return view(find(intentId));
    },
    async refundIntent({ intentId, idempotencyKey, reason }) {
      calls.refund += 1;
      const stored = find(intentId);
      const { refund } = stored;
      if (refund) {
        if (refund.idempotencyKey !== idempotencyKey) {
          throw new CardProcessorRequestError(
            400,
            'charge_already_refunded',
            `PaymentIntent ${intentId} has already been refunded.`,
          );
        }
        return answerOrLose('refund', refundView(refund));
      }
      if (stored.status !== 'succeeded' && stored.status !== 'requires_capture') {
        throw unexpectedState('refund', stored.status);
      }
      const voided = stored.status === 'requires_capture';
      if (voided) stored.status = 'canceled';
      stored.refund = {
        refundId: voided ? intentId : `re_${randomBytes(12).toString('hex')}`,
        status: 'succeeded',
        amountMinor: stored.amountMinor,
        voided,
        idempotencyKey,
        reason,
      };
      return answerOrLose('refund', refundView(stored.refund));
    },
    async cancelIntent({ intentId }) {
      calls.cancel += 1;
      const stored = find(intentId);
      if (
        stored.status === 'requires_payment_method' ||
        stored.status === 'requires_confirmation' ||
        stored.status === 'requires_action'
      ) {
        stored.status = 'canceled';
      } else if (stored.status !== 'canceled') {
        throw unexpectedState('cancel', stored.status);
      }
      return answerOrLose('cancel', view(stored));
    },
    parseWebhook(): WebhookEvent {
      throw new Error('The fake processor sends no webhooks');
    },
    publicConfig() {
      return {
        publicApiKey: null,
        publicKey: null,
        googlePayMerchantId: null,
        cardFormUrl: null,
        walletUrl: null,
      };
    },
    chargeCount(intentId) {
      return find(intentId).chargeCount;
    },
    refundCount(intentId) {
      return find(intentId).refund ? 1 : 0;
    },
    loseNextAnswer(method, count = 1) {
      lose[method] = count;
    },
  };
  return processor;
}
