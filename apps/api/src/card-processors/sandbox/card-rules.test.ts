import { describe, expect, it } from 'vitest';
import {
  ACCEPTED_CASES,
  BRAND_CASES,
  type CardCase,
  LUHN_CASES,
  NOW,
  REFUSED_CASES,
  VALID_CARD,
} from '#test/card-rule-cases.js';
import { checkCard, detectBrand, luhnValid } from './card-rules.js';

const check = (card: CardCase) => checkCard({ ...VALID_CARD, ...card }, NOW);

describe('sandbox card rules', () => {
  it.each(BRAND_CASES)('detects the brand of %s as %s', (number, brand) => {
    expect(detectBrand(number)).toBe(brand);
  });

  it.each(LUHN_CASES)('checks the Luhn sum of %s: %s', (digits, valid) => {
    expect(luhnValid(digits)).toBe(valid);
  });

  it.each(ACCEPTED_CASES)('accepts %o with the behaviour %s', (card, behaviour, last4) => {
    const expYear = card.expYear ?? VALID_CARD.expYear;
    expect(check(card)).toEqual({
      ok: true,
      card: {
        brand: expect.any(String),
        last4,
        expMonth: card.expMonth ?? VALID_CARD.expMonth,
        expYear: expYear < 100 ? 2000 + expYear : expYear,
        behaviour,
      },
    });
  });

  it('gives the accepted cards their brand', () => {
    expect(check({ number: '378282246310005', cvc: '1234' })).toMatchObject({
      ok: true,
      card: { brand: 'amex' },
    });
  });

  it.each(REFUSED_CASES)('refuses %o: %s, %s', (card, field, message) => {
    expect(check(card)).toEqual({ ok: false, problem: { field, message } });
  });
});
