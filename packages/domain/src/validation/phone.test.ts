import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkPhoneNumber,
  formatPhoneAsTyped,
  maskPhoneNumber,
  PHONE_COUNTRIES,
  PHONE_MESSAGES,
  type PhoneCountry,
} from './phone.js';

describe('checkPhoneNumber', () => {
  it('accepts numbers of the United States, Canada and Spain as E.164', () => {
    expect(checkPhoneNumber({ value: '212 555 0123', country: 'US' })).toEqual({
      valid: true,
      country: 'US',
      e164: '+12125550123',
    });
    expect(checkPhoneNumber({ value: '416 555 0123', country: 'CA' })).toMatchObject({
      valid: true,
      country: 'CA',
      e164: '+14165550123',
    });
    expect(checkPhoneNumber({ value: '612 345 678', country: 'ES' })).toMatchObject({
      valid: true,
      country: 'ES',
      e164: '+34612345678',
    });
  });

  it('reads a number without a prefix as American when no country is given', () => {
    expect(checkPhoneNumber({ value: '2125550123' })).toMatchObject({ valid: true, country: 'US' });
    // A Canadian area code typed with the US default still lands in Canada (same +1 plan).
    expect(checkPhoneNumber({ value: '4165550123' })).toMatchObject({ valid: true, country: 'CA' });
  });

  it('lets an explicit prefix win over the chosen country', () => {
    expect(checkPhoneNumber({ value: '+34 612 345 678', country: 'US' })).toMatchObject({
      valid: true,
      e164: '+34612345678',
    });
  });

  it('keeps an extension', () => {
    expect(checkPhoneNumber({ value: '212 555 0123 ext. 12', country: 'US' })).toMatchObject({
      valid: true,
      e164: '+12125550123;ext=12',
    });
  });

  it('reports too short, too long, not a number and an unknown calling code', () => {
    expect(checkPhoneNumber({ value: '212' })).toMatchObject({ problem: 'TOO_SHORT' });
    expect(checkPhoneNumber({ value: '612345678', country: 'US' })).toMatchObject({
      problem: 'TOO_SHORT',
    });
    expect(checkPhoneNumber({ value: '212555012345678901' })).toMatchObject({
      problem: 'TOO_LONG',
    });
    expect(checkPhoneNumber({ value: 'call me' })).toMatchObject({ problem: 'NOT_A_NUMBER' });
    expect(checkPhoneNumber({ value: '   ' })).toMatchObject({ problem: 'NOT_A_NUMBER' });
    expect(checkPhoneNumber({ value: '+999 123456' })).toEqual({
      valid: false,
      problem: 'INVALID_COUNTRY',
      message: PHONE_MESSAGES.invalidRegion,
    });
    expect(checkPhoneNumber({ value: '123 456 7890' })).toEqual({
      valid: false,
      problem: 'INVALID_NUMBER',
      message: PHONE_MESSAGES.invalidNumber,
    });
  });

  it('refuses numbers of every other country, +1 neighbours included', () => {
    for (const value of ['+44 7911 123456', '+33 6 12 34 56 78', '+1 876 555 0123']) {
      expect(checkPhoneNumber({ value }), value).toEqual({
        valid: false,
        problem: 'UNSUPPORTED_COUNTRY',
        message: 'Unsupported country code. US, Canada, or Spain only.',
      });
    }
  });

  it('never throws, whatever is typed', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...PHONE_COUNTRIES), (value, country) => {
        const result = checkPhoneNumber({ value, country });
        if (result.valid) expect(result.e164).toMatch(/^\+[1-9]\d{6,16}(;ext=\d{1,6})?$/);
      }),
    );
  });

  it('keeps a valid number valid, and the same, however it is spaced', () => {
    const nationalLength: Record<PhoneCountry, number> = { US: 10, CA: 10, ES: 9 };
    const validNumber = fc
      .constantFrom(...PHONE_COUNTRIES)
      .chain((country) =>
        fc
          .string({ unit: fc.constantFrom(...'0123456789'), minLength: nationalLength[country] })
          .map((digits) => ({ country, digits: digits.slice(0, nationalLength[country]) })),
      )
      .filter(({ country, digits }) => checkPhoneNumber({ value: digits, country }).valid);
    fc.assert(
      fc.property(
        validNumber,
        fc.array(fc.constantFrom(' ', '  ', ''), { minLength: 12, maxLength: 12 }),
        ({ country, digits }, gaps) => {
          const spaced = [...digits].map((digit, i) => `${gaps[i]}${digit}`).join('') + gaps[11];
          expect(checkPhoneNumber({ value: spaced, country })).toEqual(
            checkPhoneNumber({ value: digits, country }),
          );
        },
      ),
    );
  });
});

describe('maskPhoneNumber', () => {
  it('keeps the calling code and the last group of the national number only', () => {
    expect(maskPhoneNumber('+12125550123')).toBe('+1 ••• ••• 0123');
    expect(maskPhoneNumber('+14165550199')).toBe('+1 ••• ••• 0199');
    expect(maskPhoneNumber('+34612345678')).toBe('+34 ••• ••• 678');
  });

  it('drops an extension and hides what does not parse but its last 2 digits', () => {
    expect(maskPhoneNumber('+12125550123;ext=12')).toBe('+1 ••• ••• 0123');
    expect(maskPhoneNumber('12345')).toBe('••• ••• 45');
  });

  it('never shows more than 4 of the digits of a served number', () => {
    fc.assert(
      fc.property(fc.constantFrom('+1212555', '+1416555', '+34612'), fc.nat(9999), (head, n) => {
        const number = `${head}${String(n).padStart(4, '0')}`;
        const masked = maskPhoneNumber(number);
        const shown = masked.split(' ').at(-1) ?? '';
        expect(shown.length).toBeLessThanOrEqual(4);
        expect(number.endsWith(shown)).toBe(true);
      }),
    );
  });
});

describe('formatPhoneAsTyped', () => {
  it('groups a US or Canadian number 3-3-4 as it is typed', () => {
    expect(formatPhoneAsTyped({ value: '201', country: 'US' })).toBe('(201)');
    expect(formatPhoneAsTyped({ value: '2015550', country: 'US' })).toBe('(201) 555-0');
    expect(formatPhoneAsTyped({ value: '2015550123', country: 'US' })).toBe('(201) 555-0123');
    expect(formatPhoneAsTyped({ value: '4165550123', country: 'CA' })).toBe('(416) 555-0123');
  });

  it('groups a Spanish number its own way, and one typed with its calling code', () => {
    expect(formatPhoneAsTyped({ value: '612345678', country: 'ES' })).toBe('612 34 56 78');
    expect(formatPhoneAsTyped({ value: '+12015550123', country: 'ES' })).toBe('+1 201 555 0123');
  });

  it('keeps what it cannot place, and an empty field empty', () => {
    expect(formatPhoneAsTyped({ value: '', country: 'US' })).toBe('');
    expect(formatPhoneAsTyped({ value: 'abc', country: 'US' })).toBe('abc');
  });

  it('gives a number that checks as the one typed', () => {
    const shown = formatPhoneAsTyped({ value: '2015550123', country: 'US' });
    expect(checkPhoneNumber({ value: shown, country: 'US' })).toMatchObject({
      valid: true,
      e164: '+12015550123',
    });
  });
});
