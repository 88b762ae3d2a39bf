import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { checkCard, detectBrand, luhnValid } from '#api/card-processors/sandbox/card-rules.js';
import {
  ACCEPTED_CASES,
  BRAND_CASES,
  type CardCase,
  LUHN_CASES,
  NOW,
  REFUSED_CASES,
  VALID_CARD,
} from '#test/card-rule-cases.js';
import { renderCardFormPage } from '../card-form-page.js';

type Field = 'number' | 'expiry' | 'cvc';
type CardChecks = {
  detectBrand(digits: string): string | null;
  luhnValid(digits: string): boolean;
  problems(values: Record<Field, string>): Record<Field, string | null>;
  isComplete(field: 'number' | 'expiry', values: { number: string; expiry: string }): boolean;
};

const unescapeHtml = (value: string) =>
  value.replace(/&(quot|#39|lt|gt|amp);/g, (_entity, name: string) =>
    name === 'quot' ? '"' : name === '#39' ? "'" : name === 'lt' ? '<' : name === 'gt' ? '>' : '&',
  );

/** A data-* attribute of the card form as the browser's dataset gives it. */
function formData(html: string, name: string): unknown {
  const match = html.match(new RegExp(`<form id="card-form"[^>]* data-${name}="([^"]*)"`));
  if (!match?.[1]) throw new Error(`the card form page has no data-${name}`);
  return JSON.parse(unescapeHtml(match[1]));
}

/**
 * The served card-checks.js run as the page runs it: a classic script in its own global scope,
 * given the brands and words the page carries, with the clock stopped at the cases' NOW.
 */
function loadServedChecks(): CardChecks {
  const page = renderCardFormPage({ locale: 'en-US', kind: 'intent', assetVersion: 'test' });
  const source = readFileSync(new URL('./card-checks.js', import.meta.url), 'utf8');
  const window: { parkingCardChecks?: (input: unknown) => CardChecks } = {};
  runInNewContext(source, { window });
  if (!window.parkingCardChecks) throw new Error('card-checks.js defined no parkingCardChecks');
  return window.parkingCardChecks({
    brands: formData(page, 'brands'),
    messages: formData(page, 'messages'),
    now: () => new Date(NOW),
  });
}

const checks = loadServedChecks();

/** The form's fields as a driver types the case: the expiry as MM / YY. */
function typed(card: CardCase): Record<Field, string> {
  const { expMonth, expYear, cvc } = { ...VALID_CARD, ...card };
  const year = String(expYear % 100).padStart(2, '0');
  return { number: card.number, expiry: `${String(expMonth).padStart(2, '0')} / ${year}`, cvc };
}

/** The first field the form refuses, in its order (number, expiry, code), or null. */
function formVerdict(card: CardCase): Field | null {
  const found = checks.problems(typed(card));
  return (['number', 'expiry', 'cvc'] as const).find((field) => found[field] !== null) ?? null;
}

function serverVerdict(card: CardCase): Field | null {
  const checked = checkCard({ ...VALID_CARD, ...card }, NOW);
  return checked.ok ? null : checked.problem.field;
}

describe('the card form script agrees with the server on the cases of card-rules.test.ts', () => {
  it.each(BRAND_CASES)('detects the brand of %s as %s', (number, brand) => {
    expect(checks.detectBrand(number)).toBe(brand);
  });

  it.each(LUHN_CASES)('checks the Luhn sum of %s: %s', (digits, valid) => {
    expect(checks.luhnValid(digits)).toBe(valid);
  });

  it.each(ACCEPTED_CASES)('accepts %o', (card) => {
    expect(serverVerdict(card)).toBeNull();
    expect(formVerdict(card)).toBeNull();
  });

  it.each(REFUSED_CASES)('refuses %o on the field %s', (card, field) => {
    expect(serverVerdict(card)).toBe(field);
    expect(formVerdict(card)).toBe(field);
  });

  it('gives the same brand and Luhn answer for 2,000 other numbers', () => {
    let seed = 20_261_122;
    const nextDigit = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return String(seed % 10);
    };
    const prefixes = ['4', '34', '37', '51', '55', '2221', '2720', '6011', '65', '644', '622126'];
    for (let i = 0; i < 2000; i++) {
      const prefix = prefixes[i % prefixes.length] ?? '';
      const length = 12 + (i % 8);
      let digits = i % 3 === 0 ? '' : prefix;
      while (digits.length < length) digits += nextDigit();
      expect([checks.detectBrand(digits), checks.luhnValid(digits)]).toEqual([
        detectBrand(digits),
        luhnValid(digits),
      ]);
      expect(formVerdict({ number: digits })).toBe(serverVerdict({ number: digits }));
    }
  });
});

describe('when the card form moves on to the next field', () => {
  const numberDone = (number: string) => checks.isComplete('number', { number, expiry: '' });
  const expiryDone = (expiry: string) => checks.isComplete('expiry', { number: '', expiry });

  it.each([
    ['4242 4242 4242 4242', true],
    ['4000 0000 0000 3220', true],
    ['5555555555554444', true],
    // American Express is complete at its only length, 15.
    ['3782 822463 10005', true],
    ['4242 4242 4242 424', false],
    // Luhn fails: the driver has a typo to fix here, not a next field.
    ['4242 4242 4242 4241', false],
    // A valid 13-digit Visa may still be a 16-digit one being typed.
    ['4222222222222', false],
    ['3530 1113 3330 0000', false],
    ['', false],
  ])('the number %s: %s', (number, done) => {
    expect(numberDone(number)).toBe(done);
  });

  it.each([
    ['12 / 30', true],
    ['11 / 26', true],
    ['10 / 26', false],
    ['13 / 30', false],
    ['12 / 3', false],
    ['', false],
  ])('the expiry %s: %s', (expiry, done) => {
    expect(expiryDone(expiry)).toBe(done);
  });
});
