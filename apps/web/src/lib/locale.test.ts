import { describe, expect, it } from 'vitest';
import { assertLocale, isLocale, parseAcceptLanguage, resolveLocale } from './locale.ts';

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

describe('resolveLocale with the browser languages', () => {
  const both = ['en-US', 'es-ES'];

  it('takes the first browser language offered, by tag then by language', () => {
    expect(resolveLocale({ stored: null, accepted: ['en-US', 'es-ES'], offered: both })).toBe(
      'en-US',
    );
    expect(resolveLocale({ stored: null, accepted: ['fr-FR', 'en-GB'], offered: both })).toBe(
      'en-US',
    );
    expect(resolveLocale({ stored: null, accepted: ['es'], offered: both })).toBe('es-ES');
  });

  it('lets the stored choice win, and ignores languages the operator does not offer', () => {
    expect(resolveLocale({ stored: 'es-ES', accepted: ['en-US'], offered: both })).toBe('es-ES');
    expect(resolveLocale({ stored: null, accepted: ['en-US'], offered: ['es-ES'] })).toBe('es-ES');
    expect(resolveLocale({ stored: null, accepted: ['de-DE'], offered: both })).toBe('es-ES');
  });
});

describe('parseAcceptLanguage', () => {
  it('orders by quality, keeps ties in order and drops q=0 and garbage', () => {
    expect(parseAcceptLanguage('en-GB,en;q=0.9,es;q=0.95,fr;q=0')).toEqual(['en-GB', 'es', 'en']);
    expect(parseAcceptLanguage('es-ES, <script>, en-US;q=abc, ;q=1')).toEqual(['es-ES']);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
    expect(parseAcceptLanguage('*')).toEqual([]);
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
