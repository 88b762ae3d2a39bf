import Stripe from 'stripe';
import type { StripeConfig } from '../../config.js';
import {
  type CardProcessor,
  type Intent,
  type IntentStatus,
  type Refund,
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
 * Stripe compares an idempotency key with the endpoint and parameters it was first used with,
 * and our callers pass one key (the pending payment id) to create and to confirm: each call gets
 * its own namespace, and a confirm's key names its payment method, so that a retry of the same
 * confirmation is answered from Stripe's cache while another card is a new request.
 */
export const stripeIdempotencyKeys = {
  create: (key: string) => `pi-create:${key}`,
  confirm: (key: string, paymentMethodId: string) => `pi-confirm:${key}:${paymentMethodId}`,
  refund: (key: string) => `refund:${key}`,
  /** refundIntent of an uncaptured authorisation: a cancel, in a namespace of its own. */
  void: (key: string) => `pi-void:${key}`,
  cancel: (key: string) => `pi-cancel:${key}`,
};

/**
 * A refund as our callers see it: 'pending' until Stripe reports it done (pending,
 * requires_action). A failed or canceled refund returned nothing: it is an error, not a Refund.
 */
export function toRefund(refund: Stripe.Refund): Refund {
  if (refund.status === 'failed' || refund.status === 'canceled') {
    throw new Error(`refund ${refund.id} is ${refund.status}: ${refund.failure_reason ?? ''}`);
  }
  return {
    refundId: refund.id,
    status: refund.status === 'succeeded' ? 'succeeded' : 'pending',
    amountMinor: refund.amount,
    voided: false,
  };
}

/** The charge behind an intent as retrieved with latest_charge expanded, if any. */
function chargeOf(intent: Stripe.PaymentIntent): Stripe.Charge | null {
  return typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
}

export function toIntent(intent: Stripe.PaymentIntent): Intent {
  const charge = chargeOf(intent);
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

  const isInvalidRequest = (error: unknown, code?: string) =>
    error instanceof Stripe.errors.StripeInvalidRequestError &&
    (code === undefined || error.code === code);

  /** Stripe refused the operation in this state: the same 400 as the sandbox's. */
  const unexpectedState = (error: Stripe.errors.StripeError) =>
    new CardProcessorRequestError(400, 'payment_intent_unexpected_state', error.message);

  /**
   * The refunds that returned a fully refunded intent's money, as one: the newest one's id, the
   * sum of those not failed, pending while any is. Null when none is left standing.
   */
  const existingRefund = async (intentId: string): Promise<Refund | null> => {
    const listed = await stripe.refunds.list({ payment_intent: intentId, limit: 100 });
    const standing = listed.data.filter(
      (refund) => refund.status !== 'failed' && refund.status !== 'canceled',
    );
    const [newest] = standing;
    if (!newest) return null;
    return {
      refundId: newest.id,
      status: standing.every((refund) => refund.status === 'succeeded') ? 'succeeded' : 'pending',
      amountMinor: standing.reduce((sum, refund) => sum + refund.amount, 0),
      voided: false,
    };
  };

  /** What a refund's error means: the refund already made, or the error to throw. */
  const refundFailure = async (intentId: string, error: unknown): Promise<Refund> => {
    if (!(error instanceof Stripe.errors.StripeError)) {
      throw new CardProcessorError('STRIPE', 'refund payment intent failed', { cause: error });
    }
    if (error.code === 'charge_already_refunded') {
      // Refunded under another key (or this one after Stripe forgot it, 24 hours on): the
      // money is already on its way back, so the refund that did it is the answer.
      const existing = await existingRefund(intentId).catch((lookUpError: unknown) => {
        throw failure('list refunds', lookUpError);
      });
      if (existing) return existing;
      throw new CardProcessorRequestError(400, 'charge_already_refunded', error.message);
    }
    if (error instanceof Stripe.errors.StripeIdempotencyError) {
      throw new CardProcessorRequestError(400, 'idempotency_error', error.message);
    }
    // 'This PaymentIntent does not have a successful charge to refund' has no code.
    if (
      isInvalidRequest(error, 'payment_intent_unexpected_state') ||
      (isInvalidRequest(error) && !error.code)
    ) {
      throw unexpectedState(error);
    }
    throw failure(`refund payment intent ${intentId}`, error);
  };

  const voided = (intent: Stripe.PaymentIntent): Refund => ({
    refundId: intent.id,
    status: 'succeeded',
    amountMinor: intent.amount,
    voided: true,
  });

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

    async refundIntent({ intentId, idempotencyKey, reason }) {
      // The status decides the call: a captured charge is refunded, an authorisation released.
      let intent: Stripe.PaymentIntent;
      try {
        intent = await stripe.paymentIntents.retrieve(intentId, { expand });
      } catch (error) {
        throw failure('retrieve payment intent', error);
      }
      if (intent.status === 'requires_capture') {
        try {
          const canceled = await stripe.paymentIntents.cancel(
            intentId,
            { cancellation_reason: 'requested_by_customer' },
            { idempotencyKey: stripeIdempotencyKeys.void(idempotencyKey) },
          );
          return voided(canceled);
        } catch (error) {
          if (isInvalidRequest(error, 'payment_intent_unexpected_state')) {
            throw unexpectedState(error as Stripe.errors.StripeError);
          }
          throw failure('void payment intent', error);
        }
      }
      // Voided before (a retry after a lost answer): Stripe released the whole authorisation.
      if (intent.status === 'canceled' && chargeOf(intent)?.refunded) return voided(intent);
      if (intent.status !== 'succeeded') {
        throw new CardProcessorRequestError(
          400,
          'payment_intent_unexpected_state',
          `This PaymentIntent (${intentId}) has a status of ${intent.status}: there is no successful charge to refund.`,
        );
      }
      try {
        const refund = await stripe.refunds.create(
          {
            payment_intent: intentId,
            reason: 'requested_by_customer',
            metadata: { reason },
          },
          { idempotencyKey: stripeIdempotencyKeys.refund(idempotencyKey) },
        );
        return toRefund(refund);
      } catch (error) {
        return refundFailure(intentId, error);
      }
    },

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
      };
    },
  };
}
