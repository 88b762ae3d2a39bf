/**
 * The card cases both the server's rules (src/card-processors/sandbox/card-rules.test.ts) and
 * the card form's script (sandbox/http/card-form/card-checks.test.ts) are tested on, at NOW.
 */
export const NOW = new Date('2026-11-22T12:00:00Z');

/** A card that passes every check but the one a case changes. */
export const VALID_CARD = { expMonth: 12, expYear: 2030, cvc: '123' };

export type CardCase = Partial<typeof VALID_CARD> & { number: string };

export const BRAND_CASES: [number: string, brand: string | null][] = [
  ['4242424242424242', 'visa'],
  ['5555555555554444', 'mastercard'],
  ['2223003122003222', 'mastercard'],
  ['378282246310005', 'amex'],
  ['6011111111111117', 'discover'],
  ['6445644564456445', 'discover'],
  ['3530111333300000', null],
];

export const LUHN_CASES: [digits: string, valid: boolean][] = [
  ['4242424242424242', true],
  ['4242424242424241', false],
  ['', false],
];

/** Accepted, with the behaviour and last four the sandbox gives them. */
export const ACCEPTED_CASES: [card: CardCase, behaviour: string, last4: string][] = [
  [{ number: '4242 4242 4242 4242' }, 'succeed', '4242'],
  [{ number: '4000000000000002' }, 'decline', '0002'],
  [{ number: '4000-0000-0000-3220' }, 'slow', '3220'],
  [{ number: '5555555555554444' }, 'succeed', '4444'],
  [{ number: '4242424242424242', expMonth: 11, expYear: 26 }, 'succeed', '4242'],
  [{ number: '378282246310005', cvc: '1234' }, 'succeed', '0005'],
];

/** Refused: the field at fault and the server's message. */
export const REFUSED_CASES: [card: CardCase, field: string, message: string][] = [
  [{ number: '4242424242424241' }, 'number', 'Your card number is invalid.'],
  [{ number: '424242424242' }, 'number', 'Your card number is invalid.'],
  [{ number: '3530111333300000' }, 'number', 'Your card brand is not supported.'],
  [{ number: '4242abcd42424242' }, 'number', 'Your card number is invalid.'],
  [
    { number: '4242424242424242', expMonth: 13 },
    'expiry',
    "Your card's expiration month is invalid.",
  ],
  [
    { number: '4242424242424242', expMonth: 10, expYear: 2026 },
    'expiry',
    "Your card's expiration date is in the past.",
  ],
  [
    { number: '4242424242424242', expMonth: 10, expYear: 26 },
    'expiry',
    "Your card's expiration date is in the past.",
  ],
  [{ number: '4242424242424242', cvc: '12' }, 'cvc', "Your card's security code is invalid."],
  [{ number: '378282246310005', cvc: '123' }, 'cvc', "Your card's security code is invalid."],
];
