import { z } from 'zod';

/**
 * A place's own processor account (issue 25): its secrets named by the environment variables
 * that hold them on the server, never the secrets themselves, so the file can be committed,
 * exported and shown in a plan. Left out, the place is paid through the server's own account
 * (STRIPE_*, REDSYS_*).
 */
const ENV_NAME = /^[A-Z][A-Z0-9_]{0,63}$/;

const EnvNameSchema = z
  .string()
  .regex(
    ENV_NAME,
    'must be an environment variable name (A-Z, 0-9, _): name the environment variable, not the secret',
  );

export const PaymentAccountSchema = z.strictObject({
  secretKey: EnvNameSchema.optional(),
  publishableKey: EnvNameSchema.optional(),
  webhookSecret: EnvNameSchema.optional(),
  merchantCode: EnvNameSchema.optional(),
  terminal: EnvNameSchema.optional(),
});

/** Environment variable names by field; what the place's `payment_account` column holds. */
export type PaymentAccount = z.output<typeof PaymentAccountSchema>;

/** The fields each processor needs, in the order a file writes them. */
const STRIPE_FIELDS = ['secretKey', 'publishableKey', 'webhookSecret'] as const;
const REDSYS_FIELDS = ['merchantCode', 'terminal', 'secretKey'] as const;

/** Which account a place's provider and gateway take, or null when they take none. */
function accountFieldsOf(payment: { provider: string; gateway: string }) {
  if (payment.provider === 'REGIONAL_REDIRECT') return REDSYS_FIELDS;
  const card = payment.provider === 'CARD_INTENT' || payment.provider === 'CARD_CLIENT_SECRET';
  return card && payment.gateway === 'STRIPE' ? STRIPE_FIELDS : null;
}

/** Why an account does not fit its place's payment, each at its field; empty when it fits. */
export function paymentAccountProblems(payment: {
  provider: string;
  gateway: string;
  account?: PaymentAccount | undefined;
}): { field: string | null; message: string }[] {
  const { account } = payment;
  if (!account) return [];
  const fields: readonly string[] | null = accountFieldsOf(payment);
  if (!fields) {
    return [
      {
        field: null,
        message:
          'names an account, but only a STRIPE gateway (card providers) or REGIONAL_REDIRECT takes one',
      },
    ];
  }
  const problems = fields
    .filter((field) => account[field as keyof PaymentAccount] === undefined)
    .map((field) => ({ field, message: 'is needed: the environment variable that holds it' }));
  for (const field of Object.keys(account)) {
    if (!fields.includes(field)) {
      problems.push({
        field,
        message: `is not part of this provider's account (${fields.join(', ')})`,
      });
    }
  }
  return problems;
}

/** The account in canonical order (export writes it so); undefined for none. */
export function canonicalAccount(account: PaymentAccount | undefined | null) {
  if (!account) return undefined;
  const ordered: PaymentAccount = {};
  for (const field of [...STRIPE_FIELDS, 'merchantCode', 'terminal'] as const) {
    if (account[field] !== undefined) ordered[field] = account[field];
  }
  return ordered;
}

/** Reads one environment variable: `process.env[name]` where it is the process's own. */
export type VariableReader = (name: string) => string | undefined;

/** The environment variables an account names that `variable` does not set (or sets empty). */
export function unsetAccountVariables(
  account: PaymentAccount | undefined | null,
  variable: VariableReader,
): string[] {
  if (!account) return [];
  return Object.values(account).filter((name): name is string => !!name && !variable(name));
}

/**
 * What a plan or apply tells about accounts whose variables `variable` does not read, each at its
 * path. A warning, not a refusal: the command line that applies may not run with the servers'
 * environment; a server without them refuses the place's card payments (decision 089).
 */
export function unsetAccountWarnings(
  file: {
    customers: { places: { payment: { account?: PaymentAccount | undefined } }[] }[];
  },
  variable: VariableReader,
): string[] {
  return file.customers.flatMap((customer, c) =>
    customer.places.flatMap((place, p) =>
      unsetAccountVariables(place.payment.account, variable).map(
        (name) =>
          `customers[${c}].places[${p}].payment.account: ${name} is not set here; the place's payments are refused wherever it is not set`,
      ),
    ),
  );
}
