import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PlaceTranslationsSchema,
  RateTranslationsSchema,
  readStoredTranslations,
} from './translations.ts';

describe('translation schemas', () => {
  it('accept texts per offered language and refuse other shapes', () => {
    expect(RateTranslationsSchema.parse({ 'es-ES': { name: ' 1 hora ' } })).toEqual({
      'es-ES': { name: '1 hora' },
    });
    expect(PlaceTranslationsSchema.safeParse({ 'fr-FR': { name: 'x' } }).success).toBe(false);
    expect(RateTranslationsSchema.safeParse({ 'es-ES': { name: '' } }).success).toBe(false);
    expect(RateTranslationsSchema.safeParse({ 'es-ES': { name: 7 } }).success).toBe(false);
    expect(RateTranslationsSchema.safeParse({ 'es-ES': 'x' }).success).toBe(false);
    expect(RateTranslationsSchema.safeParse(['x']).success).toBe(false);
  });
});

describe('readStoredTranslations', () => {
  it('keeps the good texts and drops the rest', () => {
    const stored = {
      'es-ES': { name: '15 min gratis', description: 42, extra: 'x' },
      'en-US': { name: '   ', description: 'Underground' },
      'fr-FR': { name: 'Gratuit' },
    };
    expect(readStoredTranslations(stored, ['name', 'description'])).toEqual({
      'es-ES': { name: '15 min gratis' },
      'en-US': { description: 'Underground' },
    });
    expect(readStoredTranslations({ 'es-ES': { name: 'x'.repeat(1001) } }, ['name'])).toEqual({});
    expect(readStoredTranslations(null, ['name'])).toEqual({});
    expect(readStoredTranslations([{ name: 'x' }], ['name'])).toEqual({});
    expect(readStoredTranslations({ 'es-ES': ['1 hora'] }, ['name'])).toEqual({});
  });

  it('property: whatever is stored, the result passes the response schema', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (stored) => {
        const read = readStoredTranslations(stored, ['name', 'description']);
        expect(PlaceTranslationsSchema.safeParse(read).success).toBe(true);
      }),
    );
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom('es-ES', 'en-US', 'de-DE', '__proto__'),
          fc.dictionary(fc.constantFrom('name', 'other'), fc.anything()),
        ),
        (stored) => {
          const read = readStoredTranslations(stored, ['name']);
          expect(RateTranslationsSchema.safeParse(read).success).toBe(true);
        },
      ),
    );
  });
});
