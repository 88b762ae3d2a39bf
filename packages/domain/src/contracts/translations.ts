import { z } from 'zod';
import { LOCALES } from '../vocabulary/index.js';
import { LocaleSchema } from './common.js';

/** One translated text: something to read, at most as long as an operator's longest field. */
export const TranslatedTextSchema = z.string().trim().min(1).max(1000);

/**
 * `{ 'es-ES': { name: '1 hora' }, 'en-US': { name: '1 hour' } }`: the texts of an entity in
 * each offered language, beside its default fields (docs/decisions/048). What the API answers
 * and what an operator console would send.
 */
export function translationsSchema<const F extends string>(fields: readonly F[]) {
  const texts = z.object(
    Object.fromEntries(fields.map((field) => [field, TranslatedTextSchema.optional()])) as {
      [K in F]: z.ZodOptional<typeof TranslatedTextSchema>;
    },
  );
  return z.partialRecord(LocaleSchema, texts);
}

export const RateTranslationsSchema = translationsSchema(['name']);
export type RateTranslations = z.infer<typeof RateTranslationsSchema>;
export const PlaceTranslationsSchema = translationsSchema(['name', 'description']);
export type PlaceTranslations = z.infer<typeof PlaceTranslationsSchema>;
export const AddressTranslationsSchema = translationsSchema(['addressLine1']);
export type AddressTranslations = z.infer<typeof AddressTranslationsSchema>;

/**
 * Stored translations as read from the database (a jsonb column an operator tool writes): each
 * language and field that passes TranslatedTextSchema is kept, anything else (an unknown
 * language, a number, a blank, a string of 5,000 characters, a list) is dropped, so one bad
 * entry costs its own text, never the place's page (a 500) or its other translations.
 */
export function readStoredTranslations<const F extends string>(
  stored: unknown,
  fields: readonly F[],
): Partial<Record<(typeof LOCALES)[number], Partial<Record<F, string>>>> {
  const result: Partial<Record<(typeof LOCALES)[number], Partial<Record<F, string>>>> = {};
  if (!isPlainObject(stored)) return result;
  for (const locale of LOCALES) {
    const texts = Object.hasOwn(stored, locale) ? stored[locale] : undefined;
    if (!isPlainObject(texts)) continue;
    const kept: Partial<Record<F, string>> = {};
    for (const field of fields) {
      const parsed = TranslatedTextSchema.safeParse(
        Object.hasOwn(texts, field) ? texts[field] : undefined,
      );
      if (parsed.success) kept[field] = parsed.data;
    }
    if (Object.keys(kept).length > 0) result[locale] = kept;
  }
  return result;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
