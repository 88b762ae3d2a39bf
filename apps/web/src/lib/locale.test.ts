import { describe, expect, it } from 'vitest';
import { assertLocale, isLocale, resolveLocale } from './locale.ts';

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
