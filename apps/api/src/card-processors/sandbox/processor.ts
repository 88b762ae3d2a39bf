import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#api/db/client.js';
import {
  type CardProcessor,
  type CreateIntentInput,
  type Intent,
  type IntentWithSecret,
  type WebhookEvent,
  WebhookSignatureError,
} from '../card-processor.js';
import { CardProcessorRequestError } from '../errors.js';
import { noSuchIntent, refundOf, unexpectedState } from './answers.js';
import { type CardInput, checkCard } from './card-rules.js';
import { createSandboxConfirmation } from './confirmation.js';
import {
  newClientSecret,
  newIntentId,
  newPaymentMethodId,
  newRefundId,
  newWebhookSecret,
  sameSecret,
} from './ids.js';
import { createSandboxRepository } from './repository.js';
import { createSandboxSaving } from './saving.js';
import { SANDBOX_WALLET_CARDS, walletCardExpiry } from './wallet-cards.js';
import { createSandboxWebhookDelivery, type SandboxWebhookPost } from './webhook-delivery.js';
import { fromSandboxEvent, SandboxEventSchema } from './webhook-event.js';
import {
  SANDBOX_SIGNATURE_HEADER,
  signSandboxPayload,
  verifySandboxSignature,
} from './webhook-signature.js';

const SANDBOX_PUBLIC_KEY = 'pk_sandbox_parking';
const SANDBOX_CARD_FORM_PATH = '/api/sandbox/card-form';
const SANDBOX_WALLET_PATH = '/api/sandbox/wallet';

type Logger = Pick<FastifyBaseLogger, 'debug' | 'info' | 'warn' | 'error'>;

export type SandboxProcessorOptions = {
  db: Database;
  logger: Logger;
  /** SANDBOX_WEBHOOK_SECRET; unset: one made once and kept in the sandbox_secret table. */
  webhookSecret: string | undefined;
  /** How long the slow card stays 'processing' before it is charged. */
  slowConfirmMs: number;
  /** Hands a webhook to our own server (app.ts). */
  postWebhook: SandboxWebhookPost;
  now?: () => Date;
};

type SandboxPaymentMethod = {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
};

/** The sandbox as a CardProcessor, plus what its own HTTP surface and scheduler call. */
export type SandboxCardProcessor = CardProcessor & {
  /** Loads the webhook secret; parseWebhook and deliveries need it. Idempotent. */
  init(): Promise<void>;
  /** The browser's card, checked; only brand, last four, expiry and behaviour are stored. */
  createPaymentMethod(card: CardInput): Promise<SandboxPaymentMethod>;
  /** The test wallet's saved card (wallet-cards.ts), by its id: no number reaches the sandbox. */
  createWalletPaymentMethod(input: { walletCard: string }): Promise<SandboxPaymentMethod>;
  /** Second kind: the card form confirms with the client secret instead of our server. */
  confirmWithClientSecret(input: {
    intentId: string;
    clientSecret: string;
    paymentMethodId: string;
  }): Promise<Intent>;
  /** One scheduler round: charges due slow intents and sends due webhooks. Returns how many. */
  deliverDue(): Promise<number>;
  /** Signs a body as the sandbox does (tests, scripts). */
  signWebhook(payload: string | Buffer, timestamp?: number): string;
};

/**
 * The built-in sandbox, playing an external processor (docs/decisions/032-card-processors.md):
 * its own tables, Stripe's ids, states, errors and idempotency, confirmations in
 * confirmation.ts, webhooks in webhook-delivery.ts, its browser side in http/.
 */
export function createSandboxProcessor(options: SandboxProcessorOptions): SandboxCardProcessor {
  const repository = createSandboxRepository(options.db);
  const now = options.now ?? (() => new Date());
  let secret: string | undefined = options.webhookSecret;
  let loading: Promise<void> | undefined;

  const { toIntent, findIntent, confirm, confirmById } = createSandboxConfirmation({
    repository,
    logger: options.logger,
    slowConfirmMs: options.slowConfirmMs,
  });
  const deliverDue = createSandboxWebhookDelivery({
    repository,
    logger: options.logger,
    toIntent,
    post: options.postWebhook,
    secret: () => secret,
    now,
  });

  const requireSecret = () => {
    if (!secret) throw new Error('sandbox processor used before init()');
    return secret;
  };

  return {
    gateway: 'SANDBOX',
    saving: createSandboxSaving({ db: options.db, confirmById }),

    init() {
      loading ??= (async () => {
        secret ??= await repository.secret('webhook', newWebhookSecret);
      })();
      return loading;
    },

    async createIntent(input: CreateIntentInput): Promise<IntentWithSecret> {
      if (!Number.isInteger(input.amountMinor) || input.amountMinor <= 0) {
        throw new CardProcessorRequestError(
          400,
          'invalid_request_error',
          'Amount must be a positive integer',
        );
      }
      const currencyCode = input.currencyCode.toUpperCase();
      const id = newIntentId();
      const fresh = {
        id,
        clientSecret: newClientSecret(id),
        amountMinor: input.amountMinor,
        currencyCode,
        status: 'requires_payment_method',
        metadata: input.metadata,
        idempotencyKey: input.idempotencyKey,
      };
      // A new intent is what was inserted (no card, no error): nothing to read back.
      const row = (await repository.insertIntent(fresh))
        ? { ...fresh, lastError: null, paymentMethodId: null }
        : await repository.findIntentByKey(input.idempotencyKey);
      if (!row) throw new Error('sandbox intent vanished after its insert');
      if (row.amountMinor !== input.amountMinor || row.currencyCode !== currencyCode) {
        throw new CardProcessorRequestError(
          400,
          'idempotency_error',
          'Keys for idempotent requests can only be used with the same parameters they were first used with',
        );
      }
      return { ...(await toIntent(row)), clientSecret: row.clientSecret };
    },

    async updateIntentMetadata({ intentId, metadata }) {
      const row = await repository.updateMetadata(intentId, metadata);
      if (!row) throw noSuchIntent(intentId);
      return toIntent(row);
    },

    async confirmIntent({ intentId, paymentMethodId }) {
      // The idempotency key needs no storage here: a confirmed intent answers every later
      // confirmation unchanged, whatever its key. A canceled one too, as the Stripe adapter
      // answers Stripe's payment_intent_unexpected_state: status 'canceled', nothing charged.
      return confirmById(intentId, paymentMethodId);
    },

    async confirmWithClientSecret({ intentId, clientSecret, paymentMethodId }) {
      const row = await repository.findIntent(intentId);
      // The same answer for an unknown intent and a wrong secret: ids cannot be probed.
      if (!row || !sameSecret(row.clientSecret, clientSecret)) throw noSuchIntent(intentId);
      const intent = await confirm(row, paymentMethodId);
      // The browser gets Stripe.js's answer: an error, not a canceled intent it might show as
      // anything else. Checked after the attempt, so a cancel that won the race is seen too.
      if (intent.status === 'canceled') {
        throw unexpectedState('confirm', { ...row, status: 'canceled' });
      }
      return intent;
    },

    async refundIntent({ intentId, idempotencyKey, reason }) {
      const refunded = await repository.refund({
        id: intentId,
        refundId: newRefundId(),
        idempotencyKey,
      });
      if (refunded) {
        options.logger.info(
          { intentId, refundId: refunded.refundId, status: refunded.status, reason },
          'sandbox intent refunded',
        );
        return refundOf(refunded);
      }
      // Nothing changed: say why, from the row as it is now.
      const row = await findIntent(intentId);
      if (row.refundIdempotencyKey === idempotencyKey) return refundOf(row);
      if (row.amountRefundedMinor > 0) {
        throw new CardProcessorRequestError(
          400,
          'charge_already_refunded',
          `PaymentIntent ${intentId} has already been refunded.`,
        );
      }
      throw unexpectedState('refund', row);
    },

    async cancelIntent({ intentId }) {
      // No key to store: a canceled intent answers every later cancellation as it is.
      const canceled = await repository.cancel(intentId);
      if (canceled) {
        options.logger.info({ intentId }, 'sandbox intent canceled');
        return toIntent(canceled);
      }
      const row = await findIntent(intentId);
      if (row.status === 'canceled') return toIntent(row);
      throw unexpectedState('cancel', row);
    },

    async retrieveIntent({ intentId }) {
      return toIntent(await findIntent(intentId));
    },

    parseWebhook({ rawBody, headers }): WebhookEvent {
      verifySandboxSignature({
        rawBody,
        header: headers[SANDBOX_SIGNATURE_HEADER],
        secret: requireSecret(),
        nowMs: now().getTime(),
      });
      let json: unknown;
      try {
        json = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw new WebhookSignatureError('Signed body is not JSON');
      }
      const parsed = SandboxEventSchema.safeParse(json);
      if (!parsed.success) throw new WebhookSignatureError('Signed body is not a sandbox event');
      return fromSandboxEvent(parsed.data);
    },

    publicConfig() {
      return {
        publicApiKey: SANDBOX_PUBLIC_KEY,
        publicKey: SANDBOX_PUBLIC_KEY,
        googlePayMerchantId: null,
        cardFormUrl: SANDBOX_CARD_FORM_PATH,
        walletUrl: SANDBOX_WALLET_PATH,
      };
    },

    async createPaymentMethod(input) {
      const checked = checkCard(input, now());
      if (!checked.ok) {
        throw new CardProcessorRequestError(400, 'card_error', checked.problem.message);
      }
      const { card } = checked;
      const id = newPaymentMethodId();
      await repository.insertMethod({
        id,
        brand: card.brand,
        last4: card.last4,
        expMonth: card.expMonth,
        expYear: card.expYear,
        behaviour: card.behaviour,
      });
      return {
        id,
        brand: card.brand,
        last4: card.last4,
        expMonth: card.expMonth,
        expYear: card.expYear,
      };
    },

    async createWalletPaymentMethod({ walletCard }) {
      const card = SANDBOX_WALLET_CARDS[walletCard];
      if (!card) {
        throw new CardProcessorRequestError(400, 'invalid_request_error', 'Unknown wallet card');
      }
      const id = newPaymentMethodId();
      const expiry = walletCardExpiry(now());
      await repository.insertMethod({ id, ...card, ...expiry });
      return { id, brand: card.brand, last4: card.last4, ...expiry };
    },

    deliverDue,

    signWebhook(payload, timestamp) {
      return signSandboxPayload({
        payload,
        secret: requireSecret(),
        ...(timestamp === undefined ? {} : { timestamp }),
      });
    },
  };
}
