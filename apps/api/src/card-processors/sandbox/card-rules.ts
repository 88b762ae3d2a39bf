/**
 * The card checks of the sandbox, on the server: the same rules as the card form's own script
 * (modules/sandbox/card-form/card-form.js), which cannot import this file (it runs in an opaque
 * origin iframe as a classic script). Keep the two in step; card-rules.test.ts pins them.
 */

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover';
export type CardBehaviour = 'succeed' | 'decline' | 'slow';

/** Spec section 9: the accepted card logos. Any other brand is refused. */
export function detectBrand(digits: string): CardBrand | null {
  if (/^4/.test(digits)) return 'visa';
  if (/^3[47]/.test(digits)) return 'amex';
  const first2 = Number(digits.slice(0, 2));
  const first4 = Number(digits.slice(0, 4));
  if ((first2 >= 51 && first2 <= 55) || (first4 >= 2221 && first4 <= 2720)) return 'mastercard';
  const first3 = Number(digits.slice(0, 3));
  const first6 = Number(digits.slice(0, 6));
  if (
    /^6011/.test(digits) ||
    /^65/.test(digits) ||
    (first3 >= 644 && first3 <= 649) ||
    (first6 >= 622126 && first6 <= 622925)
  )
    return 'discover';
  return null;
}

const LENGTHS: Record<CardBrand, number[]> = {
  visa: [13, 16, 19],
  mastercard: [16],
  amex: [15],
  discover: [16, 19],
};

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
export function fullYear(year: number): number {
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
  const brand = detectBrand(digits);
  if (!brand) return fail('number', 'Your card brand is not supported.');
  if (!LENGTHS[brand].includes(digits.length) || !luhnValid(digits)) {
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
  const cvcLength = brand === 'amex' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(input.cvc)) {
    return fail('cvc', "Your card's security code is invalid.");
  }
  return {
    ok: true,
    card: {
      brand,
      last4: digits.slice(-4),
      expMonth: input.expMonth,
      expYear,
      behaviour: TEST_CARD_BEHAVIOUR[digits] ?? 'succeed',
    },
  };
}
