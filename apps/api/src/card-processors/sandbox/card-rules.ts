/**
 * The card checks of the sandbox, on the server. The card form's script (http/card-form/
 * card-checks.js, a classic script in an opaque-origin iframe that cannot import this file)
 * receives CARD_BRANDS through its page (data-brands) and repeats only the Luhn sum and the
 * expiry arithmetic; http/card-form/card-checks.test.ts runs that script against the cases of
 * card-rules.test.ts (apps/api/test/card-rule-cases.ts).
 */

/**
 * Spec section 9: the accepted card logos, each with the number prefixes that name it
 * (inclusive ranges of the first digits), its lengths and its security code's length. Any
 * other brand is refused.
 */
export const CARD_BRANDS = [
  { brand: 'visa', label: 'Visa', prefixes: [['4', '4']], lengths: [13, 16, 19], cvcLength: 3 },
  {
    brand: 'amex',
    label: 'Amex',
    prefixes: [
      ['34', '34'],
      ['37', '37'],
    ],
    lengths: [15],
    cvcLength: 4,
  },
  {
    brand: 'mastercard',
    label: 'Mastercard',
    prefixes: [
      ['51', '55'],
      ['2221', '2720'],
    ],
    lengths: [16],
    cvcLength: 3,
  },
  {
    brand: 'discover',
    label: 'Discover',
    prefixes: [
      ['6011', '6011'],
      ['65', '65'],
      ['644', '649'],
      ['622126', '622925'],
    ],
    lengths: [16, 19],
    cvcLength: 3,
  },
] as const satisfies readonly {
  brand: string;
  label: string;
  prefixes: readonly (readonly [string, string])[];
  lengths: readonly number[];
  cvcLength: number;
}[];

type BrandRule = (typeof CARD_BRANDS)[number];
export type CardBrand = BrandRule['brand'];
/**
 * What a test card does when charged. 'decline' is the generic decline (code 'card_declined');
 * the others are declined with their own code, as Stripe's test cards are.
 */
export type CardBehaviour =
  | 'succeed'
  | 'decline'
  | 'slow'
  | 'insufficient_funds'
  | 'expired_card'
  | 'incorrect_cvc'
  | 'processing_error';

/** The processor's code of a declining behaviour; null for one that is not declined. */
export function declineCodeOf(behaviour: CardBehaviour): string | null {
  if (behaviour === 'succeed' || behaviour === 'slow') return null;
  return behaviour === 'decline' ? 'card_declined' : behaviour;
}

/** A prefix range [from, to] names the number when its first from.length digits fall in it. */
const hasPrefix = (digits: string, [from, to]: readonly [string, string]) => {
  const head = digits.slice(0, from.length);
  return head.length === from.length && head >= from && head <= to;
};

function ruleOf(digits: string): BrandRule | undefined {
  return CARD_BRANDS.find((rule) => rule.prefixes.some((range) => hasPrefix(digits, range)));
}

/** The brand of a number's digits, or null for a brand that is not accepted. */
export function detectBrand(digits: string): CardBrand | null {
  return ruleOf(digits)?.brand ?? null;
}

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** demo-ids.json testCards; any other valid number of an accepted brand succeeds. */
const TEST_CARD_BEHAVIOUR: Record<string, CardBehaviour> = {
  '4000000000000002': 'decline',
  // Stripe's numbers for the declines a driver can do something about (decision 046).
  '4000000000009995': 'insufficient_funds',
  '4000000000000069': 'expired_card',
  '4000000000000127': 'incorrect_cvc',
  '4000000000000119': 'processing_error',
  '4000000000003220': 'slow',
};

export type CardInput = { number: string; expMonth: number; expYear: number; cvc: string };
export type CheckedCard = {
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
  behaviour: CardBehaviour;
};

/** Field and message of the first problem, in the words processors use; null when valid. */
export type CardProblem = { field: 'number' | 'expiry' | 'cvc'; message: string };

/** Two-digit years are this century's, as card forms read them. */
function fullYear(year: number): number {
  return year < 100 ? 2000 + year : year;
}

export function checkCard(
  input: CardInput,
  now: Date,
): { ok: true; card: CheckedCard } | { ok: false; problem: CardProblem } {
  const digits = input.number.replace(/[\s-]/g, '');
  const fail = (field: CardProblem['field'], message: string) =>
    ({ ok: false, problem: { field, message } }) as const;
  if (!/^\d+$/.test(digits)) return fail('number', 'Your card number is invalid.');
  const rule = ruleOf(digits);
  if (!rule) return fail('number', 'Your card brand is not supported.');
  if (!(rule.lengths as readonly number[]).includes(digits.length) || !luhnValid(digits)) {
    return fail('number', 'Your card number is invalid.');
  }
  const expYear = fullYear(input.expYear);
  if (!Number.isInteger(input.expMonth) || input.expMonth < 1 || input.expMonth > 12) {
    return fail('expiry', "Your card's expiration month is invalid.");
  }
  // A card is valid through the last day of its expiry month (UTC, as processors compare it).
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (expYear * 12 + (input.expMonth - 1) < current) {
    return fail('expiry', "Your card's expiration date is in the past.");
  }
  if (expYear > now.getUTCFullYear() + 50) {
    return fail('expiry', "Your card's expiration year is invalid.");
  }
  if (!new RegExp(`^\\d{${rule.cvcLength}}$`).test(input.cvc)) {
    return fail('cvc', "Your card's security code is invalid.");
  }
  return {
    ok: true,
    card: {
      brand: rule.brand,
      last4: digits.slice(-4),
      expMonth: input.expMonth,
      expYear,
      behaviour: TEST_CARD_BEHAVIOUR[digits] ?? 'succeed',
    },
  };
}
