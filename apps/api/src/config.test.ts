import { describe, expect, it } from 'vitest';
import { ConfigError, linksBaseUrl, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      publicUrl: undefined,
      databaseUrl: undefined,
      seedDemo: true,
      publicServer: false,
      sandboxPayments: true,
      logLevel: 'info',
      placeCacheTtlMs: 30_000,
      trustProxy: false,
      plateLookupsPerMinute: 30,
      holdsPerClientAtPlace: 5,
      shutdownTimeoutMs: 10_000,
    });
    expect(config.dataDir).toMatch(/data$/);
    expect(config.webDistDir).toMatch(/apps[/\\]web[/\\]dist$/);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      PUBLIC_URL: 'https://park.example/',
      DATA_DIR: '/var/lib/parking',
      DATABASE_URL: 'postgres://app@db:5432/parking',
      SEED_DEMO: 'false',
      NODE_ENV: 'production',
      SANDBOX_PAYMENTS: 'on',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: '/srv/web',
      PLACE_CACHE_TTL_MS: '0',
      TRUST_PROXY: '10.0.0.0/8, 192.168.1.5',
      PLATE_LOOKUPS_PER_MINUTE: '45',
      HOLDS_PER_CLIENT_AT_PLACE: '3',
      SHUTDOWN_TIMEOUT_MS: '15000',
      SANDBOX_WEBHOOK_SECRET: 'a-sandbox-secret-of-32-characters',
      SANDBOX_SLOW_CONFIRM_MS: '250',
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_456',
      STRIPE_WEBHOOK_SECRET: 'whsec_789',
      STRIPE_GOOGLE_PAY_MERCHANT_ID: 'BCR2DN4T0000000',
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: '12111',
      STRIPE_API_PROTOCOL: 'http',
      SMTP_URL: 'smtp://mailer:secret@mail.example:2525',
      MAIL_FROM: 'Park <receipts@park.example>',
      SMTP_TIMEOUT_MS: '5000',
      RECEIPT_REQUESTS_PER_MINUTE: '7',
      DEV_MAILBOX: 'off',
      TWILIO_ACCOUNT_SID: 'AC123',
      TWILIO_AUTH_TOKEN: 'token',
      TWILIO_FROM: '+15005550006',
      JOB_POLL_INTERVAL_MS: '500',
      REMINDER_SWEEP_INTERVAL_MS: '100',
      PAYMENT_RECONCILE_INTERVAL_MS: '1000',
      RECEIPT_WAIT_MS: '0',
      REDIS_URL: 'rediss://:secret@cache.example:6380/2',
      REDIS_KEY_PREFIX: 'park-eu:',
      CARD_ATTEMPTS_PER_IP: '11',
      CARD_ATTEMPTS_WINDOW_MINUTES: '12',
      CARD_METHODS_PER_PAYMENT: '3',
      CARD_DECLINES_PER_IP: '4',
      CARD_DECLINES_WINDOW_MINUTES: '30',
      CARD_INTENTS_PER_IP: '40',
      CARD_INTENTS_WINDOW_MINUTES: '15',
      SANDBOX_REQUESTS_PER_IP: '25',
      SANDBOX_REQUESTS_WINDOW_MINUTES: '5',
      STAY_SEARCHES_PER_IP: '15',
      STAY_SEARCHES_WINDOW_MINUTES: '20',
      STAY_SEARCHES_PER_CUSTOMER: '500',
      STAY_SEARCHES_CUSTOMER_WINDOW_MINUTES: '5',
      REDSYS_MERCHANT_CODE: '999008881',
      REDSYS_TERMINAL: '2',
      REDSYS_SECRET_KEY: 'Mk9m98IfEblmPfrpsawt7BmxObt98Jev',
      REDSYS_ENVIRONMENT: 'live',
      REDIRECT_SANDBOX_SECRET: 'abcdefghijklmnopqrstuvwxyz012345',
    });
    expect(config).toEqual({
      port: 8080,
      host: '127.0.0.1',
      publicUrl: 'https://park.example',
      dataDir: '/var/lib/parking',
      databaseUrl: 'postgres://app@db:5432/parking',
      seedDemo: false,
      publicServer: true,
      sandboxPaymentsMode: 'on',
      sandboxPayments: true,
      logLevel: 'silent',
      webDistDir: '/srv/web',
      placeCacheTtlMs: 0,
      trustProxy: ['10.0.0.0/8', '192.168.1.5'],
      plateLookupsPerMinute: 45,
      holdsPerClientAtPlace: 3,
      shutdownTimeoutMs: 15_000,
      sandbox: { webhookSecret: 'a-sandbox-secret-of-32-characters', slowConfirmMs: 250 },
      redirect: {
        sandboxSecret: 'abcdefghijklmnopqrstuvwxyz012345',
        redsys: {
          merchantCode: '999008881',
          terminal: '2',
          secretKey: 'Mk9m98IfEblmPfrpsawt7BmxObt98Jev',
        },
        site: { environment: 'live', apiBase: undefined },
        keysAnyoneHas: [],
      },
      stripe: {
        secretKey: 'sk_test_123',
        publishableKey: 'pk_test_456',
        webhookSecret: 'whsec_789',
        googlePayMerchantId: 'BCR2DN4T0000000',
        apiHost: '127.0.0.1',
        apiPort: 12111,
        apiProtocol: 'http',
      },
      paymentAccounts: {
        variable: expect.any(Function),
        stripeApi: { apiHost: '127.0.0.1', apiPort: 12111, apiProtocol: 'http' },
      },
      mail: {
        smtpUrl: 'smtp://mailer:secret@mail.example:2525',
        from: 'Park <receipts@park.example>',
        smtpTimeoutMs: 5000,
        receiptRequestsPerMinute: 7,
        devMailbox: 'off',
      },
      twilio: {
        accountSid: 'AC123',
        authToken: 'token',
        from: '+15005550006',
        apiBase: undefined,
      },
      jobs: {
        pollIntervalMs: 500,
        reminderSweepIntervalMs: 100,
        paymentReconcileIntervalMs: 1000,
        receiptWaitMs: 0,
      },
      redis: { url: 'rediss://:secret@cache.example:6380/2', keyPrefix: 'park-eu:' },
      carding: {
        attemptsPerIp: { max: 11, windowMs: 720_000 },
        methodsPerPayment: 3,
        declinesPerIp: { max: 4, windowMs: 1_800_000 },
        intentsPerIp: { max: 40, windowMs: 900_000 },
        sandboxRequestsPerIp: { max: 25, windowMs: 300_000 },
      },
      staySearches: {
        perAddress: { max: 15, windowMs: 1_200_000 },
        perCustomer: { max: 500, windowMs: 300_000 },
      },
    });
  });

  it('sends mail and SMS to the outbox unless SMTP_URL and all three Twilio keys are set', () => {
    const config = loadConfig({});
    expect(config.mail.smtpUrl).toBeUndefined();
    expect(config.twilio).toBeUndefined();
    expect(() => loadConfig({ TWILIO_ACCOUNT_SID: 'AC1' })).toThrow(
      /^Invalid configuration: TWILIO_AUTH_TOKEN, TWILIO_FROM must be set too/,
    );
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example' })).toThrow(
      /^Invalid configuration: SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL$/,
    );
    expect(() => loadConfig({ JOB_POLL_INTERVAL_MS: '100' })).toThrow(
      /JOB_POLL_INTERVAL_MS must be between 500 and 60000/,
    );
  });

  it('serves /dev/mailbox as DEV_MAILBOX says: auto by default, on or off', () => {
    expect(loadConfig({}).mail.devMailbox).toBe('auto');
    expect(loadConfig({ DEV_MAILBOX: '' }).mail.devMailbox).toBe('auto');
    expect(loadConfig({ DEV_MAILBOX: 'on' }).mail.devMailbox).toBe('on');
    expect(() => loadConfig({ DEV_MAILBOX: 'yes' })).toThrow(
      'Invalid configuration: DEV_MAILBOX must be one of auto, on, off (got "yes")',
    );
  });

  it('believes no X-Forwarded-For unless TRUST_PROXY names the proxies (or their number)', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1' }).trustProxy).toEqual(['127.0.0.1']);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(
      /^Invalid configuration: TRUST_PROXY must be/,
    );
  });

  it('bounds the shutdown between 1 s and 2 minutes', () => {
    expect(loadConfig({ SHUTDOWN_TIMEOUT_MS: '1000' }).shutdownTimeoutMs).toBe(1000);
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT_MS: '0' })).toThrow(
      /^Invalid configuration: SHUTDOWN_TIMEOUT_MS must be between 1000 and 120000 \(got "0"\)$/,
    );
  });

  it('sends SMS through Twilio at TWILIO_API_BASE when given (a local fake), else Twilio itself', () => {
    const twilio = {
      TWILIO_ACCOUNT_SID: 'AC123',
      TWILIO_AUTH_TOKEN: 'token',
      TWILIO_FROM: 'MG0123456789',
    };
    expect(loadConfig({ ...twilio, TWILIO_API_BASE: 'http://127.0.0.1:4010/' }).twilio).toEqual({
      accountSid: 'AC123',
      authToken: 'token',
      from: 'MG0123456789',
      apiBase: 'http://127.0.0.1:4010',
    });
    expect(loadConfig({ ...twilio, TWILIO_API_BASE: '' }).twilio?.apiBase).toBeUndefined();
    expect(() => loadConfig({ ...twilio, TWILIO_API_BASE: 'api.twilio.local' })).toThrow(
      /^Invalid configuration: TWILIO_API_BASE must be an absolute http\(s\) URL \(got "api.twilio.local"\)$/,
    );
    expect(() => loadConfig({ ...twilio, TWILIO_FROM: '5550006' })).toThrow(
      /TWILIO_FROM must be an E.164 number/,
    );
  });

  it('enables Stripe with its three keys only, and the sandbox by default', () => {
    const config = loadConfig({});
    expect(config.stripe).toBeUndefined();
    expect(config.sandbox).toEqual({ webhookSecret: undefined, slowConfirmMs: 5000 });
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(
      /^Invalid configuration: STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET must be set too/,
    );
  });

  it.each([
    ['STRIPE_SECRET_KEY', 'pk_test_not_a_secret_key'],
    ['STRIPE_WEBHOOK_SECRET', 'secret-without-prefix'],
    ['SANDBOX_WEBHOOK_SECRET', 'short'],
    ['SMTP_URL', 'ftp://user:password@mail.example'],
    ['REDIS_URL', 'http://user:password@cache.example'],
  ])('never echoes the secret %s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).not.toThrow(value);
    expect(() => loadConfig({ [name]: value })).toThrow(
      new RegExp(`^Invalid configuration: ${name} `),
    );
  });

  it("reads places' account variables on demand, and a printed config holds none", () => {
    const config = loadConfig({ ACME_STRIPE_SECRET_KEY: 'sk_live_acme', EMPTY_KEY: '' });
    expect(config.paymentAccounts.variable('ACME_STRIPE_SECRET_KEY')).toBe('sk_live_acme');
    expect(config.paymentAccounts.variable('EMPTY_KEY')).toBeUndefined();
    expect(JSON.stringify(config)).not.toContain('sk_live_acme');
  });

  it('prints links at localhost:<bound port> unless PUBLIC_URL is set; empty means unset', () => {
    const config = loadConfig({ PORT: '4000', PUBLIC_URL: '' });
    expect(linksBaseUrl(config, 4000)).toBe('http://localhost:4000');
    expect(linksBaseUrl(loadConfig({ PUBLIC_URL: 'https://p.example/' }), 80)).toBe(
      'https://p.example',
    );
  });

  it.each([
    [{ PORT: 'abc' }, 'Invalid configuration: PORT must be a number (got "abc")'],
    [{ PORT: '70000' }, 'Invalid configuration: PORT must be between 0 and 65535 (got "70000")'],
    [
      { SEED_DEMO: 'maybe' },
      'Invalid configuration: SEED_DEMO must be true or false (got "maybe")',
    ],
    [
      { SANDBOX_PAYMENTS: 'yes' },
      'Invalid configuration: SANDBOX_PAYMENTS must be one of auto, on, off (got "yes")',
    ],
    [{ LOG_LEVEL: 'loud' }, /^Invalid configuration: LOG_LEVEL must be one of /],
    [{ PUBLIC_URL: 'localhost:3000' }, /^Invalid configuration: PUBLIC_URL /],
    [{ PLACE_CACHE_TTL_MS: '-1' }, /^Invalid configuration: PLACE_CACHE_TTL_MS /],
    [
      { PLATE_LOOKUPS_PER_MINUTE: '0' },
      'Invalid configuration: PLATE_LOOKUPS_PER_MINUTE must be between 1 and 10000 (got "0")',
    ],
  ])('rejects %o with one line naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('never echoes a database URL, which may hold a password', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://user:secret@db/x' })).toThrow(
      /^Invalid configuration: DATABASE_URL must be a postgres:\/\/ URL$/,
    );
  });
});
