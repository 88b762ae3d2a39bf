import { describe, expect, it } from 'vitest';
import {
  canonicalFile,
  parseOperatorFile,
  problemsText,
  unsetAccountVariables,
  unsetAccountWarnings,
} from './index.js';

const fileWithPayment = (payment: Record<string, unknown>) => ({
  organization: { key: 'acme', name: 'Acme Parking', currency: 'EUR', country: 'ES' },
  customers: [{ key: 'acme', name: 'Acme', places: [{ key: 'centre', name: 'Centre', payment }] }],
});
const stripeAccount = {
  secretKey: 'ACME_STRIPE_SECRET_KEY',
  publishableKey: 'ACME_STRIPE_PUBLISHABLE_KEY',
  webhookSecret: 'ACME_STRIPE_WEBHOOK_SECRET',
};

function problemsOf(input: unknown): string {
  const parsed = parseOperatorFile(input);
  return parsed.ok ? '' : problemsText(parsed.problems);
}

describe("a place's own payment account", () => {
  it('takes a Stripe account named by environment variables and writes it back', () => {
    const parsed = parseOperatorFile(
      fileWithPayment({ gateway: 'STRIPE', account: stripeAccount }),
    );
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.file.customers[0]?.places[0]?.payment.account).toEqual(stripeAccount);
    const written = canonicalFile(parsed.file).customers?.[0]?.places?.[0]?.payment;
    expect(written).toEqual({ gateway: 'STRIPE', account: stripeAccount });
  });

  it('takes a Redsys account for REGIONAL_REDIRECT', () => {
    const account = {
      merchantCode: 'SOL_MERCHANT',
      terminal: 'SOL_TERMINAL',
      secretKey: 'SOL_KEY',
    };
    const parsed = parseOperatorFile(fileWithPayment({ provider: 'REGIONAL_REDIRECT', account }));
    expect(parsed.ok).toBe(true);
  });

  it('refuses a secret where a variable name belongs, saying so', () => {
    const problems = problemsOf(
      fileWithPayment({
        gateway: 'STRIPE',
        account: {
          secretKey: 'sk_live_51Habc',
          publishableKey: 'pk_live_51Habc',
          webhookSecret: 'whsec_abc',
        },
      }),
    );
    const at = 'customers[0].places[0].payment.account';
    for (const field of ['secretKey', 'publishableKey', 'webhookSecret']) {
      expect(problems).toContain(
        `${at}.${field}: must be an environment variable name (A-Z, 0-9, _): name the environment variable, not the secret`,
      );
    }
    expect(
      problemsOf(
        fileWithPayment({
          gateway: 'STRIPE',
          account: { ...stripeAccount, secretKey: 'Acme_key' },
        }),
      ),
    ).toContain('name the environment variable, not the secret');
    expect(
      problemsOf(
        fileWithPayment({
          gateway: 'STRIPE',
          account: { ...stripeAccount, secretKey: `A${'B'.repeat(64)}` },
        }),
      ),
    ).toContain(`${at}.secretKey`);
  });

  it('refuses an account that does not fit its provider', () => {
    const at = 'customers[0].places[0].payment.account';
    expect(problemsOf(fileWithPayment({ account: stripeAccount }))).toContain(
      `${at}: names an account, but only a STRIPE gateway`,
    );
    const { webhookSecret: _, ...partial } = stripeAccount;
    expect(problemsOf(fileWithPayment({ gateway: 'STRIPE', account: partial }))).toContain(
      `${at}.webhookSecret: is needed`,
    );
    expect(
      problemsOf(
        fileWithPayment({ gateway: 'STRIPE', account: { ...stripeAccount, terminal: 'T' } }),
      ),
    ).toContain(`${at}.terminal: is not part of this provider's account`);
  });

  it('lists the variables an environment does not set', () => {
    expect(
      unsetAccountVariables(
        stripeAccount,
        (name) => ({ ACME_STRIPE_SECRET_KEY: 'sk_test_x' })[name],
      ),
    ).toEqual(['ACME_STRIPE_PUBLISHABLE_KEY', 'ACME_STRIPE_WEBHOOK_SECRET']);
    expect(unsetAccountVariables(null, () => undefined)).toEqual([]);
  });

  it("warns at each place's path of the variables an environment does not set", () => {
    const parsed = parseOperatorFile(
      fileWithPayment({ gateway: 'STRIPE', account: stripeAccount }),
    );
    if (!parsed.ok) throw new Error('the file is valid');
    const env: Record<string, string> = {
      ACME_STRIPE_SECRET_KEY: 'x',
      ACME_STRIPE_PUBLISHABLE_KEY: 'y',
    };
    expect(unsetAccountWarnings(parsed.file, (name) => env[name])).toEqual([
      "customers[0].places[0].payment.account: ACME_STRIPE_WEBHOOK_SECRET is not set here; the place's payments are refused wherever it is not set",
    ]);
    expect(
      unsetAccountWarnings(
        parsed.file,
        (name) => ({ ...env, ACME_STRIPE_WEBHOOK_SECRET: 'z' })[name],
      ),
    ).toEqual([]);
  });
});
