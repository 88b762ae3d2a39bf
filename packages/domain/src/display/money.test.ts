import { describe, expect, it } from 'vitest';
import { currencyDigits, formatMoney, formatNarrowMoney, moneyLocale } from './money.js';

// ICU separates '3,35' and '€' with a no-break space; compare on normalised spaces.
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatMoney', () => {
  it('writes US dollars the American way in both languages', () => {
    expect(formatMoney({ amountMinor: 335, currencyCode: 'USD', locale: 'en-US' })).toBe('$3.35');
    expect(formatMoney({ amountMinor: 335, currencyCode: 'USD', locale: 'es-ES' })).toBe('$3.35');
    expect(formatMoney({ amountMinor: 123456, currencyCode: 'usd', locale: 'es-ES' })).toBe(
      '$1,234.56',
    );
    expect(formatMoney({ amountMinor: 0, currencyCode: 'USD', locale: 'en-US' })).toBe('$0.00');
  });

  it('writes other currencies in the UI language', () => {
    expect(plain(formatMoney({ amountMinor: 335, currencyCode: 'EUR', locale: 'es-ES' }))).toBe(
      '3,35 €',
    );
    expect(formatMoney({ amountMinor: 335, currencyCode: 'EUR', locale: 'en-US' })).toBe('€3.35');
  });

  it('converts minor units with the currency own decimals', () => {
    expect(formatMoney({ amountMinor: 500, currencyCode: 'JPY', locale: 'en-US' })).toBe('¥500');
  });
});

describe('moneyLocale', () => {
  it('is en-US for dollars only', () => {
    expect(moneyLocale('USD', 'es-ES')).toBe('en-US');
    expect(moneyLocale('EUR', 'es-ES')).toBe('es-ES');
  });
});

describe('formatNarrowMoney', () => {
  it('writes the narrow symbol in the reader’s language, dollars too (the reservation)', () => {
    const amount = { amountMinor: 2150, currencyCode: 'USD' };
    expect(formatNarrowMoney({ ...amount, locale: 'en-US' })).toBe('$21.50');
    expect(plain(formatNarrowMoney({ ...amount, locale: 'es-ES' }))).toBe('21,50 $');
    expect(
      plain(formatNarrowMoney({ amountMinor: 335, currencyCode: 'eur', locale: 'es-ES' })),
    ).toBe('3,35 €');
  });
});

describe('currencyDigits', () => {
  it('is the minor unit’s decimals', () => {
    expect(currencyDigits('USD')).toBe(2);
    expect(currencyDigits('jpy')).toBe(0);
  });
});
