import { describe, expect, it } from 'vitest';
import { checkCard, detectBrand, luhnValid } from './card-rules.js';

const NOW = new Date('2026-11-22T12:00:00Z');
const card = (
  number: string,
  extra: Partial<{ expMonth: number; expYear: number; cvc: string }> = {},
) => checkCard({ number, expMonth: 12, expYear: 2030, cvc: '123', ...extra }, NOW);

describe('sandbox card rules', () => {
  it.each([
    ['4242424242424242', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['378282246310005', 'amex'],
    ['6011111111111117', 'discover'],
    ['6445644564456445', 'discover'],
    ['3530111333300000', null],
  ])('detects the brand of %s as %s', (number, brand) => {
    expect(detectBrand(number)).toBe(brand);
  });

  it('checks the Luhn sum', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('')).toBe(false);
  });

  it.each([
    ['4242 4242 4242 4242', 'succeed', '4242'],
    ['4000000000000002', 'decline', '0002'],
    ['4000-0000-0000-3220', 'slow', '3220'],
    ['5555555555554444', 'succeed', '4444'],
  ])('gives %s the behaviour %s', (number, behaviour, last4) => {
    expect(card(number)).toEqual({
      ok: true,
      card: { brand: expect.any(String), last4, expMonth: 12, expYear: 2030, behaviour },
    });
  });

  it.each([
    ['4242424242424241', {}, 'number', 'Your card number is invalid.'],
    ['424242424242', {}, 'number', 'Your card number is invalid.'],
    ['3530111333300000', {}, 'number', 'Your card brand is not supported.'],
    ['4242abcd42424242', {}, 'number', 'Your card number is invalid.'],
    ['4242424242424242', { expMonth: 13 }, 'expiry', "Your card's expiration month is invalid."],
    [
      '4242424242424242',
      { expMonth: 10, expYear: 2026 },
      'expiry',
      "Your card's expiration date is in the past.",
    ],
    [
      '4242424242424242',
      { expMonth: 10, expYear: 26 },
      'expiry',
      "Your card's expiration date is in the past.",
    ],
    ['4242424242424242', { cvc: '12' }, 'cvc', "Your card's security code is invalid."],
    ['378282246310005', { cvc: '123' }, 'cvc', "Your card's security code is invalid."],
  ])('refuses %s %o: %s', (number, extra, field, message) => {
    expect(card(number, extra)).toEqual({ ok: false, problem: { field, message } });
  });

  it('accepts the current month, two-digit years and a 4-digit amex code', () => {
    expect(card('4242424242424242', { expMonth: 11, expYear: 26 })).toMatchObject({
      ok: true,
      card: { expYear: 2026 },
    });
    expect(card('378282246310005', { cvc: '1234' })).toMatchObject({
      ok: true,
      card: { brand: 'amex' },
    });
  });
});
