import { timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import {
  type CardDetails,
  type CardProcessor,
  type CreateIntentInput,
  type Intent,
  type IntentStatus,
  type IntentWithSecret,
  type Refund,
  type WebhookEvent,
  WebhookSignatureError,
} from '../card-processor.js';
import { CardProcessorRequestError } from '../errors.js';
import { type CardBehaviour, type CardInput, checkCard } from './card-rules.js';
import {
  eventIdFor,
  newClientSecret,
  newIntentId,
  newPaymentMethodId,
  newRefundId,
  newWebhookSecret,
} from './ids.js';
import {
  CANCELABLE,
  createSandboxRepository,
  REFUNDABLE,
  type SandboxIntentRow,
} from './repository.js';
import { SANDBOX_TEST_TOKENS } from './test-tokens.js';
import { fromSandboxEvent, SandboxEventSchema, toSandboxEvent } from './webhook-event.js';
import {
  SANDBOX_SIGNATURE_HEADER,
  signSandboxPayload,
  verifySandboxSignature,
} from './webhook-signature.js';

/** Stripe's words for a declined card, which the payment core stores as the failure reason. */
export const DECLINED_MESSAGE = 'Your card was declined.';
export const SANDBOX_PUBLIC_KEY = 'pk_sandbox_parking';
export const SANDBOX_CARD_FORM_PATH = '/api/sandbox/card-form';
export const SANDBOX_WEBHOOK_PATH = '/api/webhooks/sandbox';

type Logger = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

export type SandboxProcessorOptions = {
  db: Database;
  logger: Logger;
  /** SANDBOX_WEBHOOK_SECRET; unset: one made once and kept in the sandbox_secret table. */
  webhookSecret: string | undefined;
  /** How long the slow card stays 'processing' before it is charged. */
  slowConfirmMs: number;
  /** Where our own server is reachable (its bound address, see app.ts); read per delivery. */
  baseUrl: () => string | undefined;
  now?: () => Date;
};

export type SandboxPaymentMethod = {
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

const CONFIRMABLE = new Set<string>(['requires_payment_method', 'requires_confirmation']);
const DELIVERY_LEASE_MS = 60_000;
const DELIVERY_TIMEOUT_MS = 10_000;
/** Like Stripe: redeliveries back off and stop after three days. */
const DELIVERY_GIVE_UP_MS = 3 * 86_400_000;

function noSuchIntent(intentId: string) {
  return new CardProcessorRequestError(
    404,
    'resource_missing',
    `No such payment_intent: '${intentId}'`,
  );
}

/** Stripe's answer to an operation the intent's status does not allow. */
function unexpectedState(action: 'confirm' | 'cancel' | 'refund', row: SandboxIntentRow) {
  const allowed = action === 'cancel' ? CANCELABLE : action === 'refund' ? REFUNDABLE : CONFIRMABLE;
  return new CardProcessorRequestError(
    400,
    'payment_intent_unexpected_state',
    `You cannot ${action} this PaymentIntent because it has a status of ${row.status}. ` +
      `Only a PaymentIntent with one of the following statuses may be ${action === 'cancel' ? 'canceled' : `${action}ed`}: ${[...allowed].join(', ')}.`,
  );
}

/** The refund a row records (refund_id set); voided when the intent was never captured. */
function refundOf(row: SandboxIntentRow): Refund {
  if (!row.refundId) throw new Error(`sandbox intent ${row.id} has no refund`);
  return {
    refundId: row.refundId,
    status: 'succeeded',
    amountMinor: row.amountRefundedMinor,
    voided: row.refundId === row.id,
  };
}

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function createSandboxProcessor(options: SandboxProcessorOptions): SandboxCardProcessor {
  const repository = createSandboxRepository(options.db);
  const now = options.now ?? (() => new Date());
  let secret: string | undefined = options.webhookSecret;
  let loading: Promise<void> | undefined;

  const behaviourOf = async (
    paymentMethodId: string,
  ): Promise<{ card: CardDetails; behaviour: CardBehaviour } | undefined> => {
    const token = SANDBOX_TEST_TOKENS[paymentMethodId];
    if (token)
      return { card: { brand: token.brand, last4: token.last4 }, behaviour: token.behaviour };
    const method = await repository.findMethod(paymentMethodId);
    if (!method) return undefined;
    return {
      card: { brand: method.brand, last4: method.last4 },
      behaviour: method.behaviour as CardBehaviour,
    };
  };

  const toIntent = async (row: SandboxIntentRow): Promise<Intent> => {
    const method = row.paymentMethodId ? await behaviourOf(row.paymentMethodId) : undefined;
    return {
      intentId: row.id,
      status: row.status as IntentStatus,
      amountMinor: row.amountMinor,
      currencyCode: row.currencyCode,
      card: method?.card ?? null,
      lastError: row.lastError,
      metadata: row.metadata,
    };
  };

  const findIntent = async (intentId: string) => {
    const row = await repository.findIntent(intentId);
    if (!row) throw noSuchIntent(intentId);
    return row;
  };

  const requireSecret = () => {
    if (!secret) throw new Error('sandbox processor used before init()');
    return secret;
  };

  const noSuchPaymentMethod = (paymentMethodId: string) =>
    new CardProcessorRequestError(
      404,
      'resource_missing',
      `No such PaymentMethod: '${paymentMethodId}'`,
    );

  const outcomeOf = (behaviour: CardBehaviour) =>
    behaviour === 'succeed'
      ? ({ kind: 'succeed' } as const)
      : behaviour === 'decline'
        ? ({ kind: 'decline', message: DECLINED_MESSAGE } as const)
        : ({ kind: 'slow', delayMs: options.slowConfirmMs } as const);

  /**
   * One conditional UPDATE (repository.confirm) applies the outcome if the intent is still
   * confirmable. Nothing updated: the intent is read to answer — missing (404), already
   * confirmed (succeeded, processing...: the same answer as the first confirmation, no new
   * charge), or a concurrent confirmation won (its result).
   */
  async function applyConfirmation(
    intentId: string,
    paymentMethodId: string,
    behaviour: CardBehaviour,
  ): Promise<Intent> {
    const updated = await repository.confirm({
      id: intentId,
      paymentMethodId,
      outcome: outcomeOf(behaviour),
    });
    if (updated) {
      options.logger.info(
        { intentId, status: updated.status, chargeCount: updated.chargeCount },
        'sandbox intent confirmed',
      );
    }
    return toIntent(updated ?? (await findIntent(intentId)));
  }

  async function confirm(row: SandboxIntentRow, paymentMethodId: string): Promise<Intent> {
    // Succeeded, processing...: the same answer as the first confirmation, and no new charge.
    if (!CONFIRMABLE.has(row.status)) return toIntent(row);
    const method = await behaviourOf(paymentMethodId);
    if (!method) throw noSuchPaymentMethod(paymentMethodId);
    return applyConfirmation(row.id, paymentMethodId, method.behaviour);
  }

  /** confirm() without reading the intent first when the payment method is known. */
  async function confirmById(intentId: string, paymentMethodId: string): Promise<Intent> {
    const method = await behaviourOf(paymentMethodId);
    // Unknown method: the answer depends on the intent (missing, already confirmed...).
    if (!method) return confirm(await findIntent(intentId), paymentMethodId);
    return applyConfirmation(intentId, paymentMethodId, method.behaviour);
  }

  async function deliver(row: SandboxIntentRow): Promise<void> {
    if (row.status !== 'succeeded') {
      await repository.markDelivered(row.id);
      return;
    }
    const age = now().getTime() - row.updatedAt.getTime();
    if (age > DELIVERY_GIVE_UP_MS) {
      options.logger.error({ intentId: row.id }, 'sandbox webhook never acknowledged: given up');
      await repository.markDelivered(row.id);
      return;
    }
    // Backs off with the event's age: about 1 s, 2 s, 4 s... up to 10 minutes.
    const retryMs = Math.min(Math.max(age, 1000), 600_000);
    const base = options.baseUrl();
    if (!base) {
      await repository.retryDeliveryIn(row.id, retryMs);
      return;
    }
    const type = 'payment_intent.succeeded';
    const body = JSON.stringify(
      toSandboxEvent({
        eventId: eventIdFor(row.id, type),
        type,
        intent: await toIntent(row),
        paymentMethodId: row.paymentMethodId,
        createdMs: row.updatedAt.getTime(),
      }),
    );
    try {
      const response = await fetch(`${base}${SANDBOX_WEBHOOK_PATH}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [SANDBOX_SIGNATURE_HEADER]: signSandboxPayload({
            payload: body,
            secret: requireSecret(),
          }),
        },
        body,
        signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
      });
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) throw new Error(`webhook answered ${response.status}`);
      await repository.markDelivered(row.id);
    } catch (error) {
      options.logger.warn(
        { intentId: row.id, retryMs, err: error },
        'sandbox webhook not delivered; will retry',
      );
      await repository.retryDeliveryIn(row.id, retryMs);
    }
  }

  return {
    gateway: 'SANDBOX',

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
      const row =
        (await repository.insertIntent({
          id,
          clientSecret: newClientSecret(id),
          amountMinor: input.amountMinor,
          currencyCode,
          status: 'requires_payment_method',
          metadata: input.metadata,
          idempotencyKey: input.idempotencyKey,
        })) ?? (await repository.findIntentByKey(input.idempotencyKey));
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

    async deliverDue() {
      if (!secret) return 0;
      const rows = await repository.claimDue({ limit: 20, leaseMs: DELIVERY_LEASE_MS });
      await Promise.all(rows.map(deliver));
      return rows.length;
    },

    signWebhook(payload, timestamp) {
      return signSandboxPayload({
        payload,
        secret: requireSecret(),
        ...(timestamp === undefined ? {} : { timestamp }),
      });
    },
  };
}
