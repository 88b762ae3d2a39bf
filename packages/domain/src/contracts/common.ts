import { z } from 'zod';
import { LOCALES, UUID_PATTERN, WEEKDAYS } from '../vocabulary/index.js';

/**
 * Accepted in either case, passed on in lower case (canonicalUuid): an id keys rows, caches and
 * rate-limit buckets, and two spellings of one id must never be two keys. `.toLowerCase()`
 * keeps the type a string, so the OpenAPI document still describes it.
 */
export const UuidSchema = z.string().regex(UUID_PATTERN, 'must be a UUID').toLowerCase();

/**
 * A processor's id (intent, payment method): opaque text, bounded like the path parameters that
 * carry the same ids. Optional, so that a missing one gets the spec's own message.
 */
export const OptionalProcessorIdSchema = z.string().trim().min(1).max(255).optional().nullable();

/** Every API error has this body, whatever the status (spec section 8). */
export const ErrorResponseSchema = z.object({
  message: z.string(),
  statusCode: z.number().int(),
  /**
   * Optional, on some 4xx only (decision 012): the refusal's cause as a code the web words in
   * its language ('payment_expired', 'refunded_stay_paid', 'unprintable_characters', ...).
   */
  reason: z
    .string()
    .regex(/^[a-z0-9_]{1,64}$/)
    .optional(),
  /** The input field the refusal is about, when it is about one. */
  field: z.string().optional(),
  /** The characters of that field an invoice cannot print (decision 074). */
  characters: z.array(z.string()).optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

/**
 * A declined card's body (402): the same two fields and, when the processor gave one, its
 * reason as a code in processors' words (`card_declined`, `insufficient_funds`,
 * `expired_card`, `incorrect_cvc`, `processing_error`...), which the web translates
 * (docs/decisions/046). Additive: a client that reads only `message` is unaffected.
 */
export const DeclinedResponseSchema = ErrorResponseSchema.extend({
  reason: z
    .string()
    .regex(/^[a-z0-9_]{1,64}$/)
    .optional()
    .describe("The processor's decline code, when it gave one"),
});

/**
 * A refusal that names its case with a code beside the message (decision 070: a quote already
 * paid, too many holds from one client), which the web translates. Additive, as the decline's.
 */
export const RefusalResponseSchema = ErrorResponseSchema.extend({
  reason: z
    .string()
    .regex(/^[a-z0-9_]{1,64}$/)
    .optional()
    .describe('The refusal’s code, when it has one'),
});

export const LocaleSchema = z.enum(LOCALES);

export const WeekdaySchema = z.enum(WEEKDAYS);

/** An instant on the wire: ISO-8601 with offset, e.g. 2026-11-22T15:00:00.000Z. */
export const InstantSchema = z.iso.datetime({ offset: true });
