import Stripe from 'stripe';
import type { StripeConfig } from '#api/config.js';
import {
  type CardProcessor,
  type IntentStatus,
  type WebhookEvent,
  type WebhookEventType,
  WebhookSignatureError,
} from '../card-processor.js';
import { CardProcessorRequestError, IgnoredWebhookEventError } from '../errors.js';
import { createStripeClient } from './client.js';
import { stripeFailure as failure, isInvalidRequest } from './errors.js';
import { createStripeRefunder } from './refund.js';
import { createStripeSaving } from './saving.js';
import { stripeIdempotencyKeys, toIntent } from './stripe-objects.js';

/** Stripe's own default, stated: a delivery signed more than 5 minutes ago is refused. */
export const STRIPE_WEBHOOK_TOLERANCE_SECONDS = 300;

/** Unpaid states cancelIntent may leave; see its comment for the two Stripe also allows. */
const CANCELABLE = new Set<string>([
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
] satisfies IntentStatus[]);

const HANDLED_EVENTS = new Set<string>([
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'payment_intent.processing',
  'payment_intent.canceled',
] satisfies WebhookEventType[]);

/**
 * The Stripe adapter (official SDK, docs/decisions/032-card-processors.md): intents created and
 * confirmed with namespaced idempotency keys, declines answered as intents, refunds in
 * refund.ts, webhooks verified with the SDK.
 */
export function createStripeProcessor(input: {
  config: StripeConfig;
  client?: Stripe;
}): CardProcessor {
  const { config } = input;
  const stripe = input.client ?? createStripeClient(config);
  const expand = ['latest_charge'];

  const refundIntent = createStripeRefunder(stripe);

  const retrieve = async (intentId: string) =>
    toIntent(await stripe.paymentIntents.retrieve(intentId, { expand }));

  const processor: CardProcessor = {
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

    refundIntent,

    async cancelIntent({ intentId, idempotencyKey }) {
      const current = async () =>
        stripe.paymentIntents.retrieve(intentId, { expand }).catch((error: unknown) => {
          throw failure('retrieve payment intent', error);
        });
      // Canceled answers as it is. Stripe would also cancel requires_capture (a void) and,
      // rarely, processing; the contract leaves money matters to refundIntent.
      const refusal = (intent: Stripe.PaymentIntent) =>
        new CardProcessorRequestError(
          400,
          'payment_intent_unexpected_state',
          `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
        );
      const before = await current();
      if (before.status === 'canceled') return toIntent(before);
      if (!CANCELABLE.has(before.status)) throw refusal(before);
      try {
        return toIntent(
          await stripe.paymentIntents.cancel(
            intentId,
            { cancellation_reason: 'abandoned', expand },
            { idempotencyKey: stripeIdempotencyKeys.cancel(idempotencyKey) },
          ),
        );
      } catch (error) {
        if (!isInvalidRequest(error, 'payment_intent_unexpected_state')) {
          throw failure('cancel payment intent', error);
        }
        // The intent moved meanwhile (paid by the browser, canceled by another instance).
        const after = await current();
        if (after.status === 'canceled') return toIntent(after);
        throw refusal(after);
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
        walletUrl: null,
      };
    },
  };
  return { ...processor, saving: createStripeSaving(stripe, processor.confirmIntent) };
}
