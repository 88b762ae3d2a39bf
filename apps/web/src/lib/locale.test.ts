import {
  DEFAULT_LOCALE as CONTRACT_DEFAULT,
  LOCALES as CONTRACT_LOCALES,
  isUuid as contractIsUuid,
} from '@parking/domain/contracts';
import { describe, expect, it } from 'vitest';
import { assertLocale, DEFAULT_LOCALE, isLocale, LOCALES, resolveLocale } from './locale.ts';
import { isUuid } from './uuid.ts';

describe('resolveLocale', () => {
  const both = ['en-US', 'es-ES'];

  it('uses es-ES when nothing is stored and es-ES is offered', () => {
    expect(resolveLocale({ stored: null, offered: both })).toBe('es-ES');
    expect(resolveLocale({ stored: undefined, offered: ['es-ES'] })).toBe('es-ES');
  });

  it('keeps the stored locale when the operator offers it', () => {
    expect(resolveLocale({ stored: 'en-US', offered: both })).toBe('en-US');
    expect(resolveLocale({ stored: 'es-ES', offered: both })).toBe('es-ES');
  });

  it('falls back to es-ES, then the first offered, when the stored one is not offered', () => {
    expect(resolveLocale({ stored: 'en-US', offered: ['es-ES'] })).toBe('es-ES');
    expect(resolveLocale({ stored: 'es-ES', offered: ['en-US'] })).toBe('en-US');
    expect(resolveLocale({ stored: null, offered: ['en-US'] })).toBe('en-US');
  });

  it('ignores garbage in storage and in the offer', () => {
    expect(resolveLocale({ stored: 'fr-FR', offered: both })).toBe('es-ES');
    expect(resolveLocale({ stored: '', offered: ['xx', 'en-US'] })).toBe('en-US');
  });

  it('uses English when the operator offers no language', () => {
    expect(resolveLocale({ stored: 'es-ES', offered: [] })).toBe('en-US');
    expect(resolveLocale({ stored: null, offered: ['de-DE'] })).toBe('en-US');
  });

  it('recognises only the supported locales', () => {
    expect(isLocale('es-ES')).toBe(true);
    expect(isLocale('es')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });
});

describe('assertLocale', () => {
  it('accepts the app locales and rejects the rest with the spec messages', () => {
    expect(assertLocale('en-US')).toBe('en-US');
    expect(() => assertLocale('')).toThrow('Language is required');
    expect(() => assertLocale(undefined)).toThrow('Language is required');
    expect(() => assertLocale('fr-FR')).toThrow("Language 'fr-FR' is not available");
  });
});

describe('copies of contract constants (kept local so zod stays out of the first chunk)', () => {
  it('match the domain contracts', () => {
    expect([...LOCALES]).toEqual([...CONTRACT_LOCALES]);
    expect(DEFAULT_LOCALE).toBe(CONTRACT_DEFAULT);
    for (const value of [
      'b6129176-2e41-4221-ae76-f22afba2321c',
      'B6129176-2E41-4221-AE76-F22AFBA2321C',
      'nope',
      'b6129176-2e41-4221-ae76-f22afba2321',
      'b6129176-2e41-4221-ae76-f22afba2321cc',
      '',
    ]) {
      expect(isUuid(value)).toBe(contractIsUuid(value));
    }
  });
});
