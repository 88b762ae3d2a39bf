import Stripe from 'stripe';
import type { StripeConfig } from '../../config.js';
import {
  type CardProcessor,
  type Intent,
  type IntentStatus,
  type WebhookEvent,
  type WebhookEventType,
  WebhookSignatureError,
} from '../card-processor.js';
import {
  CardProcessorError,
  CardProcessorRequestError,
  IgnoredWebhookEventError,
} from '../errors.js';

/** Stripe's own default, stated: a delivery signed more than 5 minutes ago is refused. */
export const STRIPE_WEBHOOK_TOLERANCE_SECONDS = 300;

const HANDLED_EVENTS = new Set<string>([
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'payment_intent.processing',
  'payment_intent.canceled',
] satisfies WebhookEventType[]);

/**
 * Stripe compares an idempotency key with the endpoint and parameters it was first used with,
 * and our callers pass one key (the pending payment id) to create and to confirm: each call gets
 * its own namespace, and a confirm's key names its payment method, so that a retry of the same
 * confirmation is answered from Stripe's cache while another card is a new request.
 */
export const stripeIdempotencyKeys = {
  create: (key: string) => `pi-create:${key}`,
  confirm: (key: string, paymentMethodId: string) => `pi-confirm:${key}:${paymentMethodId}`,
};

export function toIntent(intent: Stripe.PaymentIntent): Intent {
  const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
  const card = charge?.payment_method_details?.card;
  return {
    intentId: intent.id,
    status: intent.status as IntentStatus,
    amountMinor: intent.amount,
    currencyCode: intent.currency.toUpperCase(),
    card: card ? { brand: card.brand ?? 'unknown', last4: card.last4 ?? '' } : null,
    lastError: intent.last_payment_error?.message ?? null,
    metadata: { ...intent.metadata },
  };
}

/** The SDK's client for our configuration; the API address options exist for offline tests. */
export function createStripeClient(config: StripeConfig): Stripe {
  return new Stripe(config.secretKey, {
    // Safe: every mutating call carries an idempotency key, so a retried POST cannot charge twice.
    maxNetworkRetries: 2,
    timeout: 30_000,
    telemetry: false,
    appInfo: { name: 'parking-payments' },
    ...(config.apiHost ? { host: config.apiHost } : {}),
    ...(config.apiPort ? { port: config.apiPort } : {}),
    ...(config.apiProtocol ? { protocol: config.apiProtocol } : {}),
  });
}

export function createStripeProcessor(input: {
  config: StripeConfig;
  client?: Stripe;
}): CardProcessor {
  const { config } = input;
  const stripe = input.client ?? createStripeClient(config);
  const expand = ['latest_charge'];

  /** Anything but a decline: a 404 for an unknown object, otherwise a 500 with the cause. */
  const failure = (action: string, error: unknown) => {
    if (error instanceof Stripe.errors.StripeError && error.code === 'resource_missing') {
      return new CardProcessorRequestError(404, 'resource_missing', error.message);
    }
    return new CardProcessorError('STRIPE', `${action} failed`, { cause: error });
  };

  const retrieve = async (intentId: string) =>
    toIntent(await stripe.paymentIntents.retrieve(intentId, { expand }));

  return {
    gateway: 'STRIPE',

    async createIntent({ amountMinor, currencyCode, idempotencyKey, metadata, description }) {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: amountMinor,
            currency: currencyCode.toLowerCase(),
            metadata,
            description,
            // Cards, and the wallets that pay with one (Apple Pay, Google Pay). This API version
            // (the SDK's pinned one) names it allowed_payment_method_types.
            allowed_payment_method_types: ['card'],
          },
          { idempotencyKey: stripeIdempotencyKeys.create(idempotencyKey) },
        );
        if (!intent.client_secret) throw new Error('Stripe returned no client_secret');
        return { ...toIntent(intent), clientSecret: intent.client_secret };
      } catch (error) {
        throw failure('create payment intent', error);
      }
    },

    async updateIntentMetadata({ intentId, metadata }) {
      try {
        return toIntent(await stripe.paymentIntents.update(intentId, { metadata, expand }));
      } catch (error) {
        throw failure('update payment intent', error);
      }
    },

    async confirmIntent({ intentId, paymentMethodId, idempotencyKey }) {
      try {
        const intent = await stripe.paymentIntents.confirm(
          intentId,
          { payment_method: paymentMethodId, expand },
          { idempotencyKey: stripeIdempotencyKeys.confirm(idempotencyKey, paymentMethodId) },
        );
        return toIntent(intent);
      } catch (error) {
        // A decline is an answer, not a failure: the intent says requires_payment_method and
        // why. An intent already succeeded (or processing) answers as it is, never charged again.
        if (
          error instanceof Stripe.errors.StripeCardError ||
          (error instanceof Stripe.errors.StripeInvalidRequestError &&
            error.code === 'payment_intent_unexpected_state')
        ) {
          try {
            return await retrieve(intentId);
          } catch (retrieveError) {
            throw failure('retrieve payment intent', retrieveError);
          }
        }
        throw failure('confirm payment intent', error);
      }
    },

    async retrieveIntent({ intentId }) {
      try {
        return await retrieve(intentId);
      } catch (error) {
        throw failure('retrieve payment intent', error);
      }
    },

    parseWebhook({ rawBody, headers }): WebhookEvent {
      const signature = headers['stripe-signature'];
      if (typeof signature !== 'string') {
        throw new WebhookSignatureError('Missing Stripe-Signature header');
      }
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signature,
          config.webhookSecret,
          STRIPE_WEBHOOK_TOLERANCE_SECONDS,
        );
      } catch (error) {
        throw new WebhookSignatureError(
          error instanceof Error ? error.message : 'Invalid Stripe signature',
        );
      }
      if (!HANDLED_EVENTS.has(event.type)) throw new IgnoredWebhookEventError(event.id, event.type);
      return {
        eventId: event.id,
        type: event.type as WebhookEventType,
        intent: toIntent(event.data.object as Stripe.PaymentIntent),
      };
    },

    publicConfig() {
      return {
        publicApiKey: config.publishableKey,
        publicKey: config.publishableKey,
        googlePayMerchantId: config.googlePayMerchantId,
        cardFormUrl: null,
      };
    },
  };
}
