import { randomBytes } from 'node:crypto';
import type { CardGateway } from '@parking/domain';
import type {
  CardProcessor,
  Intent,
  IntentWithSecret,
  WebhookEvent,
} from '../src/payments/card-processor.js';

const CARDS: Record<string, { brand: string; last4: string; outcome: 'ok' | 'decline' | 'slow' }> =
  {
    pm_card_visa: { brand: 'visa', last4: '4242', outcome: 'ok' },
    pm_card_chargeDeclined: { brand: 'visa', last4: '0002', outcome: 'decline' },
    pm_card_slow: { brand: 'visa', last4: '3220', outcome: 'slow' },
  };

type Stored = IntentWithSecret & { chargeCount: number; keys: Map<string, Intent> };

/**
 * An in-memory processor with the interface's semantics, for tests that need to steer the
 * processor (fail a call, count calls) where the sandbox cannot. Charges at most once.
 */
export function createFakeCardProcessor(gateway: CardGateway = 'SANDBOX') {
  const intents = new Map<string, Stored>();
  const byKey = new Map<string, string>();
  const calls = { create: 0, confirm: 0, retrieve: 0, update: 0 };
  const view = (stored: Stored): Intent => ({
    intentId: stored.intentId,
    status: stored.status,
    amountMinor: stored.amountMinor,
    currencyCode: stored.currencyCode,
    card: stored.card,
    lastError: stored.lastError,
    metadata: { ...stored.metadata },
  });
  const find = (intentId: string) => {
    const stored = intents.get(intentId);
    if (!stored) throw new Error(`No such intent ${intentId}`);
    return stored;
  };
  const processor: CardProcessor & {
    calls: typeof calls;
    chargeCount(intentId: string): number;
    /** What a slow card does later: the processor confirms. */
    settleSlow(intentId: string): void;
    /** The browser's confirmation of the second kind. */
    confirmFromBrowser(intentId: string, paymentMethodId: string): void;
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
        metadata: { ...input.metadata },
        chargeCount: 0,
        keys: new Map(),
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
      const card = CARDS[paymentMethodId];
      if (!card) throw new Error(`No such payment method ${paymentMethodId}`);
      stored.card = { brand: card.brand, last4: card.last4 };
      if (card.outcome === 'decline') {
        stored.status = 'requires_payment_method';
        stored.lastError = 'Your card was declined.';
      } else if (card.outcome === 'slow') {
        stored.status = 'processing';
        stored.lastError = null;
      } else {
        stored.status = 'succeeded';
        stored.lastError = null;
        stored.chargeCount += 1;
      }
    },
    settleSlow(intentId) {
      const stored = find(intentId);
      stored.status = 'succeeded';
      stored.chargeCount += 1;
    },
    async retrieveIntent({ intentId }) {
      calls.retrieve += 1;
      return view(find(intentId));
    },
    parseWebhook(): WebhookEvent {
      throw new Error('The fake processor sends no webhooks');
    },
    publicConfig() {
      return { publicApiKey: null, publicKey: null, googlePayMerchantId: null, cardFormUrl: null };
    },
    chargeCount(intentId) {
      return find(intentId).chargeCount;
    },
  };
  return processor;
}
