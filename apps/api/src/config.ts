import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { WindowLimit } from './lib/counters/counter-store.js';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Who may open /dev/mailbox (modules/mailbox/access.ts): auto, on (anyone, unsafe) or off. */
export const DEV_MAILBOX_MODES = ['auto', 'on', 'off'] as const;

/** apps/web/dist, from this file in either apps/api/src or apps/api/dist. */
const DEFAULT_WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const milliseconds = (min: number, max: number) =>
  z.coerce
    .number({ message: 'must be a number' })
    .int('must be an integer')
    .min(min, `must be between ${min} and ${max}`)
    .max(max, `must be between ${min} and ${max}`);

const count = (max: number) =>
  z.coerce
    .number({ message: 'must be a number' })
    .int('must be an integer')
    .min(1, `must be between 1 and ${max}`)
    .max(max, `must be between 1 and ${max}`);

/** Windows of the carding limits, in whole minutes (a day at most). */
const minutes = count(1440);

const EnvSchema = z.object({
  PORT: z.coerce
    .number({ message: 'must be a number' })
    .int('must be an integer')
    .min(0, 'must be between 0 and 65535')
    .max(65535, 'must be between 0 and 65535')
    .default(3000),
  HOST: z.string().min(1, 'must not be empty').default('0.0.0.0'),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, message: 'must be an absolute http(s) URL' })
    .optional(),
  DATA_DIR: z.string().min(1, 'must not be empty').default('./data'),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, message: 'must be a postgres:// URL' })
    .optional(),
  SEED_DEMO: booleanText.default(true),
  LOG_LEVEL: z
    .enum(LOG_LEVELS, { message: `must be one of ${LOG_LEVELS.join(', ')}` })
    .default('info'),
  WEB_DIST_DIR: z.string().min(1, 'must not be empty').default(DEFAULT_WEB_DIST_DIR),
  PLACE_CACHE_TTL_MS: z.coerce
    .number({ message: 'must be a number' })
    .int('must be an integer')
    .min(0, 'must be 0 (no cache) or more')
    .default(30_000),
  // How long a stopping server may take to answer the requests and finish the jobs it has.
  SHUTDOWN_TIMEOUT_MS: milliseconds(1000, 120_000).default(10_000),
  // Card processors (docs/decisions/032-card-processors.md).
  SANDBOX_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  SANDBOX_SLOW_CONFIRM_MS: z.coerce
    .number({ message: 'must be a number' })
    .int('must be an integer')
    .min(0, 'must be 0 or more')
    .max(600_000, 'must be at most 600000')
    .default(5000),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_test_…, sk_live_…)')
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_\w+$/, 'must be a Stripe publishable key (pk_test_…, pk_live_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, 'must be a Stripe webhook signing secret (whsec_…)')
    .optional(),
  STRIPE_GOOGLE_PAY_MERCHANT_ID: z.string().min(1).optional(),
  STRIPE_API_HOST: z
    .string()
    .regex(/^[\w.-]+$/, 'must be a host name without scheme or port')
    .optional(),
  STRIPE_API_PORT: z.coerce
    .number({ message: 'must be a number' })
    .int('must be an integer')
    .min(1, 'must be between 1 and 65535')
    .max(65535, 'must be between 1 and 65535')
    .optional(),
  STRIPE_API_PROTOCOL: z.enum(['http', 'https'], { message: 'must be http or https' }).optional(),
  // Receipts and reminders (docs/decisions/040-jobs-receipts-reminders.md).
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, message: 'must be an smtp:// or smtps:// URL' })
    .optional(),
  MAIL_FROM: z
    .string()
    .min(3, 'must be an address such as "Parking <receipts@example.com>"')
    .default('Parking receipts <receipts@parking.localhost>'),
  SMTP_TIMEOUT_MS: milliseconds(1000, 120_000).default(10_000),
  DEV_MAILBOX: z
    .enum(DEV_MAILBOX_MODES, { message: `must be one of ${DEV_MAILBOX_MODES.join(', ')}` })
    .default('auto'),
  RECEIPT_REQUESTS_PER_MINUTE: z.coerce
    .number({ message: 'must be a number' })
    .int('must be an integer')
    .min(1, 'must be between 1 and 10000')
    .max(10_000, 'must be between 1 and 10000')
    .default(20),
  // Whose X-Forwarded-For to believe for the client's address (rate limits, carding): none by
  // default, so that a client cannot pick its own address; behind a proxy, that proxy.
  TRUST_PROXY: z
    .string()
    .trim()
    .regex(
      /^(false|true|\d{1,2}|[\da-fA-F:./]+(\s*,\s*[\da-fA-F:./]+)*)$/,
      'must be false, true, a number of proxy hops, or proxy addresses (CIDR allowed), comma-separated',
    )
    .default('false')
    .transform((value): boolean | number | string[] => {
      if (value === 'false' || value === 'true') return value === 'true';
      if (/^\d+$/.test(value)) return Number(value);
      return value.split(',').map((address) => address.trim());
    }),
  PLATE_LOOKUPS_PER_MINUTE: z.coerce
    .number({ message: 'must be a number' })
    .int('must be an integer')
    .min(1, 'must be between 1 and 10000')
    .max(10_000, 'must be between 1 and 10000')
    .default(30),
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC\w+$/, 'must be a Twilio account SID (AC…)')
    .optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1, 'must not be empty').optional(),
  TWILIO_FROM: z
    .string()
    .regex(
      /^(\+[1-9]\d{6,14}|MG\w+)$/,
      'must be an E.164 number (+1…) or a messaging service SID (MG…)',
    )
    .optional(),
  // Another address for Twilio's REST API (a local fake in tests); unset: Twilio's own.
  TWILIO_API_BASE: z
    .url({ protocol: /^https?$/, message: 'must be an absolute http(s) URL' })
    .optional(),
  JOB_POLL_INTERVAL_MS: milliseconds(500, 60_000).default(2000),
  REMINDER_SWEEP_INTERVAL_MS: milliseconds(50, 300_000).default(10_000),
  PAYMENT_RECONCILE_INTERVAL_MS: milliseconds(50, 600_000).default(30_000),
  RECEIPT_WAIT_MS: milliseconds(0, 30_000).default(4000),
  // Several instances: shared counters (docs/decisions/041-carding-defence-and-shared-counters.md).
  REDIS_URL: z
    .url({ protocol: /^rediss?$/, message: 'must be a redis:// or rediss:// URL' })
    .optional(),
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\w.:-]{1,64}$/, 'must be 1 to 64 letters, digits or . _ : -')
    .default('parking:'),
  // Carding defence (OWASP OAT-001), per client address unless said otherwise.
  CARD_ATTEMPTS_PER_IP: count(1_000_000).default(10),
  CARD_ATTEMPTS_WINDOW_MINUTES: minutes.default(10),
  CARD_METHODS_PER_PAYMENT: count(1000).default(5),
  CARD_DECLINES_PER_IP: count(1_000_000).default(5),
  CARD_DECLINES_WINDOW_MINUTES: minutes.default(60),
  CARD_INTENTS_PER_IP: count(1_000_000).default(30),
  CARD_INTENTS_WINDOW_MINUTES: minutes.default(10),
  SANDBOX_REQUESTS_PER_IP: count(1_000_000).default(20),
  SANDBOX_REQUESTS_WINDOW_MINUTES: minutes.default(10),
});

/** Never echoed in a configuration error: they are or may contain secrets. */
const SECRET_VARIABLES = new Set([
  'DATABASE_URL',
  'SANDBOX_WEBHOOK_SECRET',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'SMTP_URL',
  'TWILIO_AUTH_TOKEN',
  'REDIS_URL',
]);

const STRIPE_KEYS = [
  'STRIPE_SECRET_KEY',
  'STRIPE_PUBLISHABLE_KEY',
  'STRIPE_WEBHOOK_SECRET',
] as const;

const TWILIO_KEYS = ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const;

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
  logLevel: (typeof LOG_LEVELS)[number];
  webDistDir: string;
  placeCacheTtlMs: number;
  /** Fastify's trustProxy: which proxies may say who the client is (X-Forwarded-For). */
  trustProxy: boolean | number | string[];
  /** Plate lookups (GET /api/assigned-right/) a client IP may make per place and minute. */
  plateLookupsPerMinute: number;
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
  /** Unset: places whose gateway is STRIPE cannot take card payments. */
  stripe: StripeConfig | undefined;
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
  const missingTwilio = TWILIO_KEYS.filter((key) => e[key] === undefined);
  if (missingTwilio.length > 0 && missingTwilio.length < TWILIO_KEYS.length) {
    throw new ConfigError(
      `Invalid configuration: ${missingTwilio.join(', ')} must be set too (Twilio needs ${TWILIO_KEYS.join(', ')}, or none of them)`,
    );
  }
  const cwd = process.cwd();
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    dataDir: isAbsolute(e.DATA_DIR) ? e.DATA_DIR : resolve(cwd, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    seedDemo: e.SEED_DEMO,
    logLevel: e.LOG_LEVEL,
    webDistDir: isAbsolute(e.WEB_DIST_DIR) ? e.WEB_DIST_DIR : resolve(cwd, e.WEB_DIST_DIR),
    placeCacheTtlMs: e.PLACE_CACHE_TTL_MS,
    trustProxy: e.TRUST_PROXY,
    plateLookupsPerMinute: e.PLATE_LOOKUPS_PER_MINUTE,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    sandbox: { webhookSecret: e.SANDBOX_WEBHOOK_SECRET, slowConfirmMs: e.SANDBOX_SLOW_CONFIRM_MS },
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
