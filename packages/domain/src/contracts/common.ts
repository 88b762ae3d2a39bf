import { z } from 'zod';
import { ERROR_CODES, LOCALES, UUID_PATTERN, WEEKDAYS } from '../vocabulary/index.js';

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

/**
 * Every API error has this body, whatever the status (spec section 8; decisions 012, 077):
 * `message` is the spec's sentence, verbatim, for people and logs; `code` is what a program
 * reads (the web chooses its words by it).
 */
export const ErrorResponseSchema = z.object({
  message: z.string(),
  statusCode: z.number().int(),
  code: z.enum(ERROR_CODES).describe('Stable code of the failure (decision 077)'),
  /** The input field the refusal is about, when it is about one. */
  field: z.string().optional(),
  /** The characters of that field an invoice cannot print (decision 074). */
  characters: z.array(z.string()).optional(),
  /** Every problem of an operator file, or of one part of it, at its path (decision 089). */
  problems: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

/**
 * A declined card's body (402, code PAYMENT_DECLINED): the same fields and, when the processor
 * gave one, its decline code in processors' words (`card_declined`, `insufficient_funds`,
 * `expired_card`, `incorrect_cvc`, `processing_error`...), which the web translates
 * (docs/decisions/046). Not a `code` of ours: the processors' list is open.
 */
export const DeclinedResponseSchema = ErrorResponseSchema.extend({
  reason: z
    .string()
    .regex(/^[a-z0-9_]{1,64}$/)
    .optional()
    .describe("The processor's decline code, when it gave one"),
});

/**
 * A body whose optional fields `K` a refinement has proved present. The fields stay optional in
 * the schema so that a missing one gets the spec's own message (the refinement's), and the
 * refinement, written as a type guard, tells the handler they are there: no cast.
 */
export type Present<T, K extends keyof T> = T & { [P in K]-?: NonNullable<T[P]> };

export const LocaleSchema = z.enum(LOCALES);

export const WeekdaySchema = z.enum(WEEKDAYS);

/** An instant on the wire: ISO-8601 with offset, e.g. 2026-11-22T15:00:00.000Z. */
export const InstantSchema = z.iso.datetime({ offset: true });
