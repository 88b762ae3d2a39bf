import { z } from 'zod';
import { LocaleSchema } from '../contracts/common.js';
import { OPERATOR_FILE_LIMITS as LIMITS } from './limits.js';

/** The operator file's building blocks (schema.ts, place-schema.ts): one definition each. */

/** A stable name the operator chooses: lower-case letters, digits and dashes. */
export const KeySchema = z
  .string()
  .max(LIMITS.keyLength)
  .regex(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/, 'must be a key: lower-case letters, digits and -');
const IdSchema = z
  .string()
  .regex(
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    'must be a lower-case UUID',
  );
/** Printable text: no control characters (a NUL byte would end a C string and a PDF line). */
const printable = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .regex(/^[^\p{Cc}]*$/u, 'must not hold control characters');
export const NameSchema = printable(LIMITS.nameLength);
export const TextSchema = printable(LIMITS.textLength);
export const UrlSchema = z.string().max(LIMITS.urlLength);
export const CountrySchema = z.string().regex(/^[A-Z]{2}$/, 'must be an ISO 3166 code like US');
export const ColorSchema = z
  .string()
  .regex(/^#[0-9a-f]{6}$/, 'must be a colour: # and six hex digits');
export const AmountSchema = z
  .string()
  .regex(/^\d{1,9}(?:\.\d{1,4})?$/, "must be an amount like '2.50'");
export const ClockSchema = z
  .string()
  .regex(/^\d{2}:[0-5]\d$/, "must be a time of day like '07:30'");
export const CountSchema = z.number().int().min(0).max(LIMITS.count);

/** The stable key and the id made at the first apply, the same on every keyed entity. */
export const keyed = (what: string) => ({
  key: KeySchema.describe(
    `The ${what}'s stable name, chosen once: lower-case letters, digits and dashes. Applies match by it.`,
  ),
  id: IdSchema.optional().describe(
    `The ${what}'s id, made at its first apply and written by export; left out, found by key.`,
  ),
});

/** The operator's texts in each offered language: `{ en-US: { name: … } }`. */
export const texts = <const F extends string>(fields: readonly F[]) =>
  z
    .partialRecord(
      LocaleSchema,
      z.strictObject(
        Object.fromEntries(fields.map((field) => [field, TextSchema.optional()])) as {
          [K in F]: z.ZodOptional<typeof TextSchema>;
        },
      ),
    )
    .default({})
    .describe(
      `Translations by language (${fields.join(', ')}); a language left out shows the default text.`,
    );
