import { sql } from 'drizzle-orm';
import { type AnyPgColumn, jsonb, timestamp } from 'drizzle-orm/pg-core';

/** Every instant is a timestamptz; drizzle hands it over as a Date. */
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const createdAt = () => instant('created_at').notNull().defaultNow();

/**
 * An operator's texts per language beside the default columns, e.g.
 * `{ "es-ES": { "name": "1 hora" } }` (docs/decisions/048). Always an object; its content is
 * checked when read (readStoredTranslations), so a bad entry drops itself, not the page.
 */
export const translations = () =>
  jsonb('translations').$type<Record<string, unknown>>().notNull().default({});

/** The check that keeps `translations` an object (a list or a string would mean nothing). */
export const translationsIsObject = (column: AnyPgColumn) =>
  sql`jsonb_typeof(${column}) = 'object'`;
