import { z } from 'zod';

/** 8-4-4-4-12 hex, the shape every capability link carries (spec section 2, 'Identifiers'). */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const UuidSchema = z.string().regex(UUID_PATTERN, 'must be a UUID');

export function isUuid(value: string | undefined | null): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}

/** Every API error has this body, whatever the status (spec section 8). */
export const ErrorResponseSchema = z.object({
  message: z.string(),
  statusCode: z.number().int(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

export const LOCALES = ['es-ES', 'en-US'] as const;
export const LocaleSchema = z.enum(LOCALES);
export type Locale = z.infer<typeof LocaleSchema>;
export const DEFAULT_LOCALE: Locale = 'es-ES';

export const WEEKDAYS = [
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
  'SUNDAY',
] as const;
export const WeekdaySchema = z.enum(WEEKDAYS);
export type Weekday = z.infer<typeof WeekdaySchema>;

/** An instant on the wire: ISO-8601 with offset, e.g. 2026-11-22T15:00:00.000Z. */
export const InstantSchema = z.iso.datetime({ offset: true });
