import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localize, pickText, type Translations } from './localized-text.ts';

const locales = ['es-ES', 'en-US'] as const;
const arbLocale = fc.constantFrom(...locales);
const arbText = fc.string({ maxLength: 12 });
const arbTranslations: fc.Arbitrary<Translations> = fc.dictionary(
  fc.constantFrom(...locales, 'fr-FR'),
  fc.dictionary(fc.constantFrom('name', 'description'), arbText),
);

describe('pickText', () => {
  it("reads the driver's language, else the operator's default text", () => {
    const translations = { 'es-ES': { name: '15 min gratis' }, 'en-US': { name: '15 min free' } };
    expect(pickText({ text: '15 min', translations, field: 'name', locale: 'es-ES' })).toBe(
      '15 min gratis',
    );
    expect(pickText({ text: '15 min', translations, field: 'name', locale: 'en-US' })).toBe(
      '15 min free',
    );
    const onlySpanish = { 'es-ES': { name: '1 hora' } };
    expect(
      pickText({ text: '1 hour', translations: onlySpanish, field: 'name', locale: 'en-US' }),
    ).toBe('1 hour');
    expect(pickText({ text: null, translations: {}, field: 'description', locale: 'es-ES' })).toBe(
      null,
    );
    expect(pickText({ text: 'x', translations: undefined, field: 'name', locale: 'es-ES' })).toBe(
      'x',
    );
  });

  it('treats a blank translation as missing and never reads an inherited key', () => {
    const blank = { 'es-ES': { name: '   ' } };
    expect(pickText({ text: 'Default', translations: blank, field: 'name', locale: 'es-ES' })).toBe(
      'Default',
    );
    expect(
      pickText({ text: 'Default', translations: {}, field: 'name', locale: 'constructor' }),
    ).toBe('Default');
  });

  it('property: the result is the non-blank translation of that language, else the default', () => {
    fc.assert(
      fc.property(arbText, arbTranslations, arbLocale, (text, translations, locale) => {
        const picked = pickText({ text, translations, field: 'name', locale });
        const own = translations[locale]?.name;
        expect(picked).toBe(own !== undefined && own.trim() !== '' ? own : text);
      }),
    );
  });

  it('property: a non-blank default never turns into a blank text', () => {
    fc.assert(
      fc.property(
        arbText.filter((text) => text.trim() !== ''),
        arbTranslations,
        arbLocale,
        (text, translations, locale) => {
          expect(pickText({ text, translations, field: 'name', locale }).trim()).not.toBe('');
        },
      ),
    );
  });
});

describe('localize', () => {
  it('replaces the translated text fields and keeps the rest', () => {
    const rate = {
      rateId: 'r',
      name: '1 hour',
      value: 2.5,
      translations: { 'es-ES': { name: '1 hora', value: 'x', missing: 'y' } },
    };
    expect(localize(rate, 'es-ES')).toEqual({ ...rate, name: '1 hora' });
    expect(localize(rate, 'en-US')).toBe(rate);
  });

  it('fills a null default (a place without description) from the translation', () => {
    const place = { description: null, translations: { 'en-US': { description: 'Covered' } } };
    expect(localize(place, 'en-US').description).toBe('Covered');
  });

  it('property: never mutates its input and agrees with pickText on every field', () => {
    fc.assert(
      fc.property(arbText, arbText, arbTranslations, arbLocale, (name, description, t, locale) => {
        const entity = { name, description, translations: t };
        const before = structuredClone(entity);
        const localized = localize(entity, locale);
        expect(entity).toEqual(before);
        for (const field of ['name', 'description'] as const) {
          expect(localized[field]).toBe(
            pickText({ text: entity[field], translations: t, field, locale }),
          );
        }
        expect(localized.translations).toBe(t);
      }),
    );
  });
});
