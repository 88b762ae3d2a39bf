import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { STRIPE_KEY_SHAPES } from './card-processors/stripe/key-shapes.js';
import { PUBLISHED_TEST_KEY } from './redirect-gateways/published-key.js';
import { REDSYS_MERCHANT_SHAPES } from './redirect-gateways/redsys/merchant-shapes.js';

/**
 * The environment variables the server reads, each with its check and default (README's table);
 * config.ts turns them into the Config the app is built with.
 */

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Who may open /dev/mailbox (modules/mailbox/access.ts): auto, on (anyone, unsafe) or off. */
export const DEV_MAILBOX_MODES = ['auto', 'on', 'off'] as const;

/** Whether places may be served by an embedded sandbox (docs/decisions/073): auto, on or off. */
export const SANDBOX_PAYMENTS_MODES = ['auto', 'on', 'off'] as const;

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

/** A signed-redirect merchant secret: 24 bytes in base64 (the 3DES key of decision 059). */
const base64Key24 = z
  .string()
  .refine(
    (value) => REDSYS_MERCHANT_SHAPES.secretKey.test(value),
    'must be 32 base64 characters (24 bytes)',
  );

export const EnvSchema = z.object({
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
  // Unset: true on a local server, false on a public one (config.ts, docs/decisions/073).
  SEED_DEMO: booleanText.optional(),
  // production: a public server whatever PUBLIC_URL says (docs/decisions/073); other values
  // (development, test) change nothing. Read in any letter case, spaces trimmed: a server told
  // 'Production' is one.
  NODE_ENV: z.string().trim().toLowerCase().optional(),
  SANDBOX_PAYMENTS: z
    .enum(SANDBOX_PAYMENTS_MODES, {
      message: `must be one of ${SANDBOX_PAYMENTS_MODES.join(', ')}`,
    })
    .default('auto'),
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
    .regex(STRIPE_KEY_SHAPES.secret, 'must be a Stripe secret key (sk_test_…, sk_live_…)')
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(STRIPE_KEY_SHAPES.publishable, 'must be a Stripe publishable key (pk_test_…, pk_live_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(STRIPE_KEY_SHAPES.signing, 'must be a Stripe webhook signing secret (whsec_…)')
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
  // The signed-redirect kind (docs/decisions/059): Redsys when its three values are set, else
  // the embedded sandbox, which signs with REDIRECT_SANDBOX_SECRET.
  REDSYS_MERCHANT_CODE: z
    .string()
    .regex(REDSYS_MERCHANT_SHAPES.merchantCode, 'must be the merchant code (FUC), digits')
    .optional(),
  REDSYS_TERMINAL: z
    .string()
    .regex(REDSYS_MERCHANT_SHAPES.terminal, 'must be the terminal number, 1 to 3 digits')
    .optional(),
  REDSYS_SECRET_KEY: base64Key24.optional(),
  REDSYS_ENVIRONMENT: z.enum(['test', 'live'], { message: 'must be test or live' }).default('test'),
  // For tests: a Redsys-compatible server at this address (its /sis/… paths) for every merchant.
  REDSYS_API_BASE: z
    .string()
    .regex(/^https?:\/\/[^/?#\s]+$/, 'must be an origin such as http://127.0.0.1:8443')
    .optional(),
  // Unset: the gateway's published test key (sandbox money only; it posts to this server only).
  REDIRECT_SANDBOX_SECRET: base64Key24.default(PUBLISHED_TEST_KEY),
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
  // Live reservation holds one client address may have at one place (decision 070).
  HOLDS_PER_CLIENT_AT_PLACE: count(1_000_000).default(5),
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
  // Stay searches (exact, similar, by time) counted together (docs/decisions/071).
  STAY_SEARCHES_PER_IP: count(1_000_000).default(20),
  STAY_SEARCHES_WINDOW_MINUTES: minutes.default(10),
  STAY_SEARCHES_PER_CUSTOMER: count(1_000_000).default(300),
  STAY_SEARCHES_CUSTOMER_WINDOW_MINUTES: minutes.default(10),
});

/** Never echoed in a configuration error: they are or may contain secrets. */
export const SECRET_VARIABLES = new Set([
  'DATABASE_URL',
  'SANDBOX_WEBHOOK_SECRET',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'SMTP_URL',
  'TWILIO_AUTH_TOKEN',
  'REDIS_URL',
  'REDSYS_SECRET_KEY',
  'REDIRECT_SANDBOX_SECRET',
]);

export const REDSYS_KEYS = [
  'REDSYS_MERCHANT_CODE',
  'REDSYS_TERMINAL',
  'REDSYS_SECRET_KEY',
] as const;

export const STRIPE_KEYS = [
  'STRIPE_SECRET_KEY',
  'STRIPE_PUBLISHABLE_KEY',
  'STRIPE_WEBHOOK_SECRET',
] as const;

export const TWILIO_KEYS = ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const;
