import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPlausiblePlate, normalizePlate, sanitizePlateInput } from './license-plate.js';

describe('sanitizePlateInput', () => {
  it('keeps letters, digits, hyphen, dot and space, and drops the rest', () => {
    expect(sanitizePlateInput('ab-12.c d')).toBe('ab-12.c d');
    expect(sanitizePlateInput('DEMO_123!*/#')).toBe('DEMO123');
    expect(sanitizePlateInput('Ñ-1234-BCD')).toBe('Ñ-1234-BCD');
  });

  it('is idempotent and never adds characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (raw) => {
        const once = sanitizePlateInput(raw);
        expect(sanitizePlateInput(once)).toBe(once);
        expect(once.length).toBeLessThanOrEqual(raw.length);
      }),
    );
  });
});

describe('normalizePlate', () => {
  it('matches the same vehicle however it was typed', () => {
    expect(normalizePlate('dem-o 123')).toBe('DEMO123');
    expect(normalizePlate(' Demo.123 ')).toBe('DEMO123');
    expect(normalizePlate('1234 ÑBC')).toBe('1234NBC');
  });

  it('yields only A-Z and 0-9 and is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const normalized = normalizePlate(raw);
        expect(normalized).toMatch(/^[A-Z0-9]*$/);
        expect(normalizePlate(normalized)).toBe(normalized);
      }),
    );
  });
});

describe('isPlausiblePlate', () => {
  it('needs at least one letter or digit and at most 15', () => {
    expect(isPlausiblePlate('  ')).toBe(false);
    expect(isPlausiblePlate('--')).toBe(false);
    expect(isPlausiblePlate('A')).toBe(true);
    expect(isPlausiblePlate('A'.repeat(16))).toBe(false);
  });
});
