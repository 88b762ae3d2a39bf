import { isAbsolute, resolve } from 'node:path';
import type { VariableReader } from '@parking/domain/operator-file';
import {
  type DEV_MAILBOX_MODES,
  EnvSchema,
  type LOG_LEVELS,
  REDSYS_KEYS,
  type SANDBOX_PAYMENTS_MODES,
  SECRET_VARIABLES,
  STRIPE_KEYS,
  TWILIO_KEYS,
} from './config-env.js';
import type { WindowLimit } from './lib/counters/counter-store.js';
import { isLocalUrl } from './lib/local-url.js';
import type { RedirectGatewayConfig } from './redirect-gateways/index.js';
import { PUBLISHED_TEST_KEY } from './redirect-gateways/published-key.js';

/** Stripe is on when its three keys are set (all or none); the API address is for tests. */
export type StripeConfig = {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  googlePayMerchantId: string | null;
  apiHost: string | undefined;
  apiPort: number | undefined;
  apiProtocol: 'http' | 'https' | undefined;
};

/** The carding limits (docs/decisions/041-carding-defence-and-shared-counters.md). */
export type CardingConfig = {
  /** Distinct (intent, payment method) pairs sent to the processor by one address. */
  attemptsPerIp: WindowLimit;
  /** Distinct payment methods tried on one pending payment, over its whole life. */
  methodsPerPayment: number;
  /** Declined attempts (402) of one address; past them no card attempt and no new intent. */
  declinesPerIp: WindowLimit;
  /** New card intents (generate calls of both kinds) of one address. */
  intentsPerIp: WindowLimit;
  /** Calls of one address to the sandbox's browser endpoints (card numbers, confirm). */
  sandboxRequestsPerIp: WindowLimit;
};

export type Config = {
  port: number;
  host: string;
  /**
   * Base of the links the server prints (PUBLIC_URL); unset: http://localhost:<port>, see
   * linksBaseUrl. Never used to build API responses.
   */
  publicUrl: string | undefined;
  /** PGlite files live in dataDir/pglite. */
  dataDir: string;
  /** Set: PostgreSQL through `pg`. Unset: embedded PGlite in dataDir. */
  databaseUrl: string | undefined;
  seedDemo: boolean;
  /**
   * Reached by the public (docs/decisions/073): PUBLIC_URL names a host other than this machine,
   * or NODE_ENV=production. Such a server seeds no demo by default and takes no sandbox money
   * unless SANDBOX_PAYMENTS=on.
   */
  publicServer: boolean;
  /** SANDBOX_PAYMENTS as given: auto, on or off. */
  sandboxPaymentsMode: (typeof SANDBOX_PAYMENTS_MODES)[number];
  /**
   * Sandbox mode: places may be served by an embedded sandbox and its money counts as paid (the
   * gate, invoices). SANDBOX_PAYMENTS=on, or auto on a local server.
   */
  sandboxPayments: boolean;
  logLevel: (typeof LOG_LEVELS)[number];
  webDistDir: string;
  placeCacheTtlMs: number;
  /** Fastify's trustProxy: which proxies may say who the client is (X-Forwarded-For). */
  trustProxy: boolean | number | string[];
  /** Plate lookups (GET /api/assigned-right/) a client IP may make per place and minute. */
  plateLookupsPerMinute: number;
  /** Live reservation holds (unpaid bookings) a client IP may have at one place at once. */
  holdsPerClientAtPlace: number;
  /**
   * On SIGTERM/SIGINT (or app.close()) the server stops taking connections, answers the requests
   * it has and lets running jobs finish, for at most this long; what is left is then cut.
   */
  shutdownTimeoutMs: number;
  sandbox: {
    /** Signs the sandbox's webhooks; unset: one made once and kept in the database. */
    webhookSecret: string | undefined;
    /** How long the slow test card (4000 0000 0000 3220) stays 'processing'. */
    slowConfirmMs: number;
  };
  /** The signed-redirect kind's gateway: Redsys when configured, else the sandbox. */
  redirect: RedirectGatewayConfig;
  /** Unset: places whose gateway is STRIPE cannot take card payments. */
  stripe: StripeConfig | undefined;
  /**
   * Places' own processor accounts (issue 25) name environment variables: read here, when a
   * place is first paid, never logged. The Stripe API address options apply to them too.
   */
  paymentAccounts: {
    /** A function, not the environment: a printed or logged config shows no secret. */
    variable: VariableReader;
    stripeApi: Pick<StripeConfig, 'apiHost' | 'apiPort' | 'apiProtocol'>;
  };
  mail: {
    /** Unset: mail goes to the outbox table and /dev/mailbox shows it. */
    smtpUrl: string | undefined;
    from: string;
    smtpTimeoutMs: number;
    /** E-mail-ticket requests a client IP may make per minute (each ticket also has a cap). */
    receiptRequestsPerMinute: number;
    /**
     * DEV_MAILBOX: auto serves /dev/mailbox to this machine only, and only while mail is kept
     * in the outbox; on serves it to anyone; off never (modules/mailbox/access.ts).
     */
    devMailbox: (typeof DEV_MAILBOX_MODES)[number];
  };
  /** Unset: SMS go to the outbox table too. apiBase (TWILIO_API_BASE) is for tests. */
  twilio:
    | { accountSid: string; authToken: string; from: string; apiBase: string | undefined }
    | undefined;
  jobs: {
    /** How often an idle pg-boss worker polls (jobs sent by this process start at once). */
    pollIntervalMs: number;
    /** How often due reminders are looked for. */
    reminderSweepIntervalMs: number;
    /** How often card payments left unfinished after expiry are settled, refunded or voided. */
    paymentReconcileIntervalMs: number;
    /** How long the e-mail-ticket call waits for the first delivery attempt. */
    receiptWaitMs: number;
  };
  /** Set: rate limits and carding counters are shared by every instance through Redis. */
  redis: { url: string; keyPrefix: string } | undefined;
  carding: CardingConfig;
  /** The stay searches' one budget (docs/decisions/071). */
  staySearches: { perAddress: WindowLimit; perCustomer: WindowLimit };
};

/** A bad environment variable: the message names it and says what is wrong, in one line. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads the variables once; empty strings count as unset so `PORT= npm start` keeps 3000. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const input = Object.fromEntries(
    Object.keys(EnvSchema.shape).map((key) => [key, env[key] === '' ? undefined : env[key]]),
  );
  const parsed = EnvSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    // A database URL may carry a password, a key is a secret: never echo them.
    const shown = env[name] !== undefined && !SECRET_VARIABLES.has(name);
    const got = shown ? ` (got ${JSON.stringify(env[name])})` : '';
    throw new ConfigError(`Invalid configuration: ${name} ${issue?.message ?? 'is invalid'}${got}`);
  }
  const e = parsed.data;
  const missing = STRIPE_KEYS.filter((key) => e[key] === undefined);
  if (missing.length > 0 && missing.length < STRIPE_KEYS.length) {
    throw new ConfigError(
      `Invalid configuration: ${missing.join(', ')} must be set too (Stripe needs ${STRIPE_KEYS.join(', ')}, or none of them)`,
    );
  }
  const missingRedsys = REDSYS_KEYS.filter((key) => e[key] === undefined);
  if (missingRedsys.length > 0 && missingRedsys.length < REDSYS_KEYS.length) {
    throw new ConfigError(
      `Invalid configuration: ${missingRedsys.join(', ')} must be set too (Redsys needs ${REDSYS_KEYS.join(', ')}, or none of them)`,
    );
  }
  const missingTwilio = TWILIO_KEYS.filter((key) => e[key] === undefined);
  if (missingTwilio.length > 0 && missingTwilio.length < TWILIO_KEYS.length) {
    throw new ConfigError(
      `Invalid configuration: ${missingTwilio.join(', ')} must be set too (Twilio needs ${TWILIO_KEYS.join(', ')}, or none of them)`,
    );
  }
  const cwd = process.cwd();
  const publicUrl = e.PUBLIC_URL?.replace(/\/+$/, '');
  const publicServer = e.NODE_ENV === 'production' || !isLocalUrl(publicUrl);
  const sandboxPayments =
    e.SANDBOX_PAYMENTS === 'on' || (e.SANDBOX_PAYMENTS === 'auto' && !publicServer);
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    dataDir: isAbsolute(e.DATA_DIR) ? e.DATA_DIR : resolve(cwd, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    seedDemo: e.SEED_DEMO ?? !publicServer,
    publicServer,
    sandboxPaymentsMode: e.SANDBOX_PAYMENTS,
    sandboxPayments,
    logLevel: e.LOG_LEVEL,
    webDistDir: isAbsolute(e.WEB_DIST_DIR) ? e.WEB_DIST_DIR : resolve(cwd, e.WEB_DIST_DIR),
    placeCacheTtlMs: e.PLACE_CACHE_TTL_MS,
    trustProxy: e.TRUST_PROXY,
    plateLookupsPerMinute: e.PLATE_LOOKUPS_PER_MINUTE,
    holdsPerClientAtPlace: e.HOLDS_PER_CLIENT_AT_PLACE,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    sandbox: { webhookSecret: e.SANDBOX_WEBHOOK_SECRET, slowConfirmMs: e.SANDBOX_SLOW_CONFIRM_MS },
    redirect: {
      sandboxSecret: e.REDIRECT_SANDBOX_SECRET,
      redsys:
        e.REDSYS_MERCHANT_CODE && e.REDSYS_TERMINAL && e.REDSYS_SECRET_KEY
          ? {
              merchantCode: e.REDSYS_MERCHANT_CODE,
              terminal: e.REDSYS_TERMINAL,
              secretKey: e.REDSYS_SECRET_KEY,
            }
          : undefined,
      site: { environment: e.REDSYS_ENVIRONMENT, apiBase: e.REDSYS_API_BASE },
      keysAnyoneHas: sandboxPayments ? [] : [PUBLISHED_TEST_KEY, e.REDIRECT_SANDBOX_SECRET],
    },
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY && e.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            publishableKey: e.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            googlePayMerchantId: e.STRIPE_GOOGLE_PAY_MERCHANT_ID ?? null,
            apiHost: e.STRIPE_API_HOST,
            apiPort: e.STRIPE_API_PORT,
            apiProtocol: e.STRIPE_API_PROTOCOL,
          }
        : undefined,
    paymentAccounts: {
      variable: (name) => env[name] || undefined,
      stripeApi: {
        apiHost: e.STRIPE_API_HOST,
        apiPort: e.STRIPE_API_PORT,
        apiProtocol: e.STRIPE_API_PROTOCOL,
      },
    },
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      smtpTimeoutMs: e.SMTP_TIMEOUT_MS,
      receiptRequestsPerMinute: e.RECEIPT_REQUESTS_PER_MINUTE,
      devMailbox: e.DEV_MAILBOX,
    },
    twilio:
      e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN && e.TWILIO_FROM
        ? {
            accountSid: e.TWILIO_ACCOUNT_SID,
            authToken: e.TWILIO_AUTH_TOKEN,
            from: e.TWILIO_FROM,
            apiBase: e.TWILIO_API_BASE?.replace(/\/+$/, ''),
          }
        : undefined,
    jobs: {
      pollIntervalMs: e.JOB_POLL_INTERVAL_MS,
      reminderSweepIntervalMs: e.REMINDER_SWEEP_INTERVAL_MS,
      paymentReconcileIntervalMs: e.PAYMENT_RECONCILE_INTERVAL_MS,
      receiptWaitMs: e.RECEIPT_WAIT_MS,
    },
    redis: e.REDIS_URL ? { url: e.REDIS_URL, keyPrefix: e.REDIS_KEY_PREFIX } : undefined,
    carding: {
      attemptsPerIp: perMinutes(e.CARD_ATTEMPTS_PER_IP, e.CARD_ATTEMPTS_WINDOW_MINUTES),
      methodsPerPayment: e.CARD_METHODS_PER_PAYMENT,
      declinesPerIp: perMinutes(e.CARD_DECLINES_PER_IP, e.CARD_DECLINES_WINDOW_MINUTES),
      intentsPerIp: perMinutes(e.CARD_INTENTS_PER_IP, e.CARD_INTENTS_WINDOW_MINUTES),
      sandboxRequestsPerIp: perMinutes(
        e.SANDBOX_REQUESTS_PER_IP,
        e.SANDBOX_REQUESTS_WINDOW_MINUTES,
      ),
    },
    staySearches: {
      perAddress: perMinutes(e.STAY_SEARCHES_PER_IP, e.STAY_SEARCHES_WINDOW_MINUTES),
      perCustomer: perMinutes(
        e.STAY_SEARCHES_PER_CUSTOMER,
        e.STAY_SEARCHES_CUSTOMER_WINDOW_MINUTES,
      ),
    },
  };
}

const perMinutes = (max: number, windowMinutes: number): WindowLimit => ({
  max,
  windowMs: windowMinutes * 60_000,
});

/** Where people reach the server: PUBLIC_URL, else localhost at the port actually bound. */
export function linksBaseUrl(config: Config, boundPort: number): string {
  return config.publicUrl ?? `http://localhost:${boundPort}`;
}
