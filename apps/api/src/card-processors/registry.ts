import type { AddressInfo } from 'node:net';
import type { PaymentAccount } from '@parking/domain/operator-file';
import type { CardGateway } from '@parking/domain/vocabulary';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { createPoller } from '../lib/poller.js';
import type { CardProcessor } from './card-processor.js';
import { CardProcessorNotConfiguredError } from './errors.js';
import { createSandboxProcessor, type SandboxCardProcessor } from './sandbox/processor.js';
import type { SandboxWebhookPost } from './sandbox/webhook-delivery.js';
import { createStripeAccounts } from './stripe/accounts.js';
import { createStripeProcessor } from './stripe/processor.js';

export type CardProcessorRegistry = {
  /**
   * The processor of a place's payment_gateway and payment_account (the server's own when the
   * place names none); throws CardProcessorNotConfiguredError.
   */
  get(gateway: CardGateway, account: PaymentAccount | null): CardProcessor;
  /** Whether the server's own account of a gateway is set (SANDBOX always is). */
  isConfigured(gateway: CardGateway): boolean;
  /**
   * The processors a delivery of `gateway` may be signed by, from memory: the server's own,
   * then each place's own account known so far (`know`) whose variables are set, each once.
   */
  webhookVerifiers(gateway: CardGateway): CardProcessor[];
  /** Builds the processors of these accounts (the database's), so their webhooks are accepted. */
  know(accounts: readonly PaymentAccount[]): void;
  /** Whether any place's own Stripe account is known: the CSP then lets Stripe.js in. */
  hasOwnAccounts(): boolean;
  /** The built-in sandbox with what its own HTTP surface needs (card form, browser confirm). */
  readonly sandbox: SandboxCardProcessor;
  /** Loads the sandbox's webhook secret: before the first request (the app's onReady). */
  init(): Promise<void>;
  /** Starts the sandbox's scheduler (slow confirmations, webhooks): once the server listens. */
  start(): void;
  /** Stops the scheduler and waits for its current round: before the server closes. */
  stop(): Promise<void>;
};

export type CreateCardProcessorsOptions = {
  config: Config;
  db: Database;
  logger: Pick<FastifyBaseLogger, 'debug' | 'info' | 'warn' | 'error'>;
  /** How the sandbox posts its webhooks to this server (app.ts). */
  postSandboxWebhook: SandboxWebhookPost;
  /** How often the sandbox looks for due slow confirmations and webhooks. */
  schedulerIntervalMs?: number;
};

/** The sandbox's webhooks handed to `app` through Fastify's inject (decision 100). */
export const sandboxWebhookInto =
  (app: Pick<FastifyInstance, 'inject'>): SandboxWebhookPost =>
  (webhook) =>
    app
      .inject({
        method: 'POST',
        url: webhook.path,
        headers: webhook.headers,
        payload: webhook.body,
      })
      .then((response) => response.statusCode);

/** http://127.0.0.1:<port> for a server bound to every interface; undefined before listen. */
export function boundBaseUrl(server: { address(): AddressInfo | string | null }) {
  const address = server.address();
  if (!address || typeof address === 'string') return undefined;
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const host = wildcard
    ? '127.0.0.1'
    : address.family === 'IPv6'
      ? `[${address.address}]`
      : address.address;
  return `http://${host}:${address.port}`;
}

export function createCardProcessors(options: CreateCardProcessorsOptions): CardProcessorRegistry {
  const { config, db, logger } = options;
  const sandbox = createSandboxProcessor({
    db,
    logger,
    webhookSecret: config.sandbox.webhookSecret,
    slowConfirmMs: config.sandbox.slowConfirmMs,
    postWebhook: options.postSandboxWebhook,
  });
  const stripe = config.stripe ? createStripeProcessor({ config: config.stripe }) : undefined;
  const stripeAccounts = createStripeAccounts(config.paymentAccounts);
  // Outside sandbox mode (docs/decisions/073) the sandbox takes no new money, whichever place
  // asks; what it took before is still read, confirmed late, refunded or cancelled.
  const sandboxForPlaces: CardProcessor = config.sandboxPayments
    ? sandbox
    : Object.assign(Object.create(sandbox) as CardProcessor, {
        createIntent: () => Promise.reject(new CardProcessorNotConfiguredError('SANDBOX')),
      });
  const poller = createPoller({
    // A quarter of a second: a busy sandbox's webhooks come sooner, in bursts a quarter the
    // size, which the requests arriving meanwhile wait behind less (decision 104).
    intervalMs: options.schedulerIntervalMs ?? 250,
    tick: () => sandbox.deliverDue(),
    onError: (error) => logger.error({ err: error }, 'sandbox scheduler round failed'),
  });

  return {
    sandbox,
    get(gateway, account) {
      if (gateway === 'SANDBOX') return sandboxForPlaces;
      const found = account ? stripeAccounts.processorOf(account) : stripe;
      if (gateway === 'STRIPE' && found) return found;
      throw new CardProcessorNotConfiguredError(gateway);
    },
    isConfigured: (gateway) => gateway === 'SANDBOX' || (gateway === 'STRIPE' && !!stripe),
    webhookVerifiers(gateway) {
      if (gateway === 'SANDBOX') return [sandboxForPlaces];
      const all = [stripe, ...stripeAccounts.processors()];
      return [...new Set(all.filter((p): p is CardProcessor => p !== undefined))];
    },
    know(accounts) {
      for (const account of accounts) stripeAccounts.processorOf(account);
    },
    hasOwnAccounts: () => stripeAccounts.processors().length > 0,
    init: () => sandbox.init(),
    start: () => poller.start(),
    stop: () => poller.stop(),
  };
}
