import { z } from 'zod';
import { PAYMENT_PROVIDERS } from '../vocabulary/index.js';
import { InstantSchema, LocaleSchema, UuidSchema } from './common.js';
import { EmailAddressSchema } from './email-address.js';
import { PlaceTranslationsSchema } from './translations.js';

/**
 * Access control (spec sections 2, 3 and 7; docs/decisions/056): the gate reports stays, a
 * visitor finds theirs and pays what it owes, and may ask for an invoice. Amounts come twice as
 * everywhere: major units rounded to 2 decimals for display (`stayAmount`, spec wording) and
 * exact minor units. What a stay owes is computed at `pricedAt`, never stored.
 */

const PLATE_QUERY = z
  .string()
  .trim()
  .min(1)
  .max(20)
  .describe('A licence plate as typed: normalised to A-Z and 0-9 by the server');

// --- The visitor's calls ---

export const StayTariffSchema = z.object({
  freeMinutes: z.number().int().min(0),
  dailyCap: z.number(),
  dailyCapMinor: z.number().int().min(0),
  graceMinutes: z.number().int().min(0),
});
export type StayTariff = z.infer<typeof StayTariffSchema>;

/**
 * The gated lot a stay or its order is in; `translations` holds its name in each language the
 * operator wrote one (decision 048), the reader picks.
 */
export const StayPlaceSchema = z.object({
  placeId: UuidSchema,
  name: z.string(),
  timezone: z.string(),
  addressLine1: z.string().nullable(),
  translations: PlaceTranslationsSchema.optional(),
});

/**
 * GET /api/customer/{customerId}/session/{sessionId} and the exact plate lookup. The plate is
 * shown whole only by the plate lookup (the visitor typed it); by id it is masked as in a
 * similar-plates list, which hands out those ids.
 */
export const StaySessionSchema = z.object({
  sessionId: UuidSchema,
  customerId: UuidSchema,
  /** LICENSE_PLATE credential; null when the camera read no plate (found by time). */
  credential: z
    .object({ type: z.literal('LICENSE_PLATE'), localIdentifier: z.string() })
    .nullable(),
  place: StayPlaceSchema,
  actualStart: InstantSchema,
  /** Set once the exit camera saw the car leave. */
  actualEnd: InstantSchema.nullable(),
  /** Whole started minutes from entry to `pricedAt` (or to the exit). */
  duration: z.number().int().min(0),
  /** What is still owed at `pricedAt`, major units rounded to 2 decimals (spec section 9). */
  stayAmount: z.number(),
  amountDueMinor: z.number().int().min(0),
  amountPaidMinor: z.number().int().min(0),
  currencyCode: z.string().length(3),
  pricedAt: InstantSchema,
  /**
   * OWING: pay before leaving. PAID: paid, within the grace time or what was paid still covers
   * the stay (leave before `exitBefore`). FREE: nothing owed, nothing paid (free minutes).
   * LEFT: the car has left.
   */
  status: z.enum(['OWING', 'PAID', 'FREE', 'LEFT']),
  exitBefore: InstantSchema.nullable(),
  // No order id: a stay's id is no secret (similar plates hand it out), an order's is the
  // capability to its ticket, card and invoice; only the payer gets it (decision 058).
  paymentProvider: z.enum(PAYMENT_PROVIDERS),
  pricing: StayTariffSchema,
});
export type StaySession = z.infer<typeof StaySessionSchema>;

export const CustomerSessionParamsSchema = z.object({
  customerId: UuidSchema,
  sessionId: UuidSchema,
});

/**
 * POST /api/customer/{customerId}/session/lookup: the open stay of that plate. The plate goes in
 * the body, never the URL, which proxies and CDNs log where no redaction reaches (decision 072).
 */
export const StayLookupBodySchema = z.object({ licensePlate: PLATE_QUERY });
export type StayLookupBody = z.infer<typeof StayLookupBodySchema>;

/** A stay in a list: no more than a visitor needs to recognise their car. */
export const SimilarStaySchema = z.object({
  sessionId: UuidSchema,
  /**
   * In the similar search only the characters typed that the plate matches, '4321XY•' for
   * 4321XYZ after 4321XY (revealTypedMatches, decision 083); in the by-time search the length
   * and the last character, '••••••Z' (maskPlate, decision 071).
   */
  licensePlateMasked: z.string().nullable(),
  actualStart: InstantSchema,
});
export type SimilarStay = z.infer<typeof SimilarStaySchema>;

export const SimilarStayPageSchema = z.object({
  data: z.array(SimilarStaySchema),
  totalPages: z.number().int().min(0),
});
export type SimilarStayPage = z.infer<typeof SimilarStayPageSchema>;

/**
 * GET /api/customer/{customerId}/session/similar (spec section 7): open stays whose plate a
 * camera could have confused with `plateId`, closest first (plateDistance, decision 083), then
 * nearest entry to `actualStart` when given, then the longest inside. take is 3 then 6 (spec
 * section 9); at most 20.
 */
export const SimilarStayQuerySchema = z.object({
  plateId: PLATE_QUERY,
  actualStart: InstantSchema.optional(),
  take: z.coerce.number().int().min(1).max(20).default(3),
  skip: z.coerce.number().int().min(0).max(10_000).default(0),
});
export type SimilarStayQuery = z.infer<typeof SimilarStayQuerySchema>;

/**
 * GET /api/customer/{customerId}/session/by-time: open stays that entered between from and to
 * (at most 2 hours apart, decision 071), nearest to the middle (the time the driver gave)
 * first, then the longest inside (decision 083). For a plate the camera did not read.
 */
export const StayByTimeQuerySchema = z.object({
  from: InstantSchema,
  to: InstantSchema,
  take: z.coerce.number().int().min(1).max(20).default(6),
  skip: z.coerce.number().int().min(0).max(10_000).default(0),
});
export type StayByTimeQuery = z.infer<typeof StayByTimeQuerySchema>;

/**
 * GET /api/customer/{customerId}/email-ticket/{sessionId}?lang&email: the latest paid ticket,
 * queued as an e-mail in `lang` (else the payment's language, else es-ES). 202 with
 * StayTicketEmailResponseSchema; 400 STAY_ORDER_MESSAGES.nothingPaid before any payment.
 */
export const StayTicketEmailQuerySchema = z.object({
  lang: LocaleSchema.optional(),
  email: EmailAddressSchema,
});
