import { z } from 'zod';
import { PAYMENT_PROVIDERS } from '../vocabulary/index.js';
import { InstantSchema, LocaleSchema, UuidSchema } from './common.js';
import { EmailAddressSchema } from './email-address.js';

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
  place: z.object({
    placeId: UuidSchema,
    name: z.string(),
    timezone: z.string(),
    addressLine1: z.string().nullable(),
  }),
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
  /** e.g. '••••••Y': the length and the last character (maskPlate, decision 071). */
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
 * camera could have confused with `plateId`, closest first (plateCloseness, decision 071), then
 * nearest entry to `actualStart` when given, else the latest entry first. take is 3 then 6
 * (spec section 9); at most 20.
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
 * (at most 2 hours apart, decision 071), nearest to the middle first. For a plate the camera did not read.
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

// --- Paying a stay ---

/**
 * POST /api/{card-intent|card-client-secret}/generate-payment-by-session -> CardPaymentIntent,
 * priced by the server at this moment. Two calls for one stay and amount share one intent.
 */
export const GenerateStayPaymentBodySchema = z.object({
  customerId: UuidSchema,
  sessionId: UuidSchema,
  locale: LocaleSchema.optional(),
});
export type GenerateStayPaymentBody = z.infer<typeof GenerateStayPaymentBodySchema>;

/** The signed merchant parameters of the redirect kind, as the gateway names them. */
export const RedirectSignedParamsSchema = z.object({
  Ds_SignatureVersion: z.string().min(1).max(32),
  Ds_MerchantParameters: z.string().min(1).max(8192),
  Ds_Signature: z.string().min(1).max(256),
});
export type RedirectSignedParams = z.infer<typeof RedirectSignedParamsSchema>;

/**
 * POST /api/redirect/generate-payment-by-session {customerId, sessionId, locale}: the browser
 * posts `params` as a form to `gatewayUrl` (the gateway's hosted payment page).
 */
export const RedirectPaymentStartSchema = z.object({
  orderId: UuidSchema,
  gatewayUrl: z.string().url(),
  params: RedirectSignedParamsSchema,
  amount: z.number(),
  amountMinor: z.number().int().min(0),
  currencyCode: z.string().length(3),
  /**
   * The payer key (decision 068), as the card kinds answer it: sent back as X-Payer-Key, it
   * gets this order again (a second click); without it a caller gets an order of its own.
   */
  payerKey: z.string().optional(),
});
export type RedirectPaymentStart = z.infer<typeof RedirectPaymentStartSchema>;

/**
 * Where a stay's order stands for the visitor. REFUNDED: the gateway charged it when the stay
 * had already been paid (another order came first), so its money is being given back.
 * EXPIRED_REFUNDED: it was paid after its price expired, for less than the stay then owed; its
 * money is being given back and the stay still owes (decision 069).
 */
export const StayOrderStatusSchema = z.enum([
  'PAID',
  'PENDING',
  'FAILED',
  'REFUNDED',
  'EXPIRED_REFUNDED',
]);
export type StayOrderStatus = z.infer<typeof StayOrderStatusSchema>;

/**
 * POST /api/redirect/return with the query the gateway sent the browser back with. Verified on
 * the server (signature, order, amount) and accepted once; a forged one is 400, a replayed one
 * 409. PENDING: the return is genuine but the gateway's notification has not come yet.
 */
export const RedirectReturnResultSchema = z.object({
  orderId: UuidSchema,
  sessionId: UuidSchema,
  status: StayOrderStatusSchema,
});
export type RedirectReturnResult = z.infer<typeof RedirectReturnResultSchema>;

/**
 * GET /api/customer/{customerId}/order/{orderId} and .../order/external/{externalId}: a stay's
 * paid ticket (ticket-paid-v1/{orderId}, external-summary/{externalId}). While a redirect
 * payment is not yet confirmed the status is PENDING and the paid fields are null.
 */
export const StayOrderSchema = z.object({
  orderId: UuidSchema,
  sessionId: UuidSchema,
  customerId: UuidSchema,
  status: StayOrderStatusSchema,
  /** Masked as a stay by id is ('••••••Z', decisions 056 and 071): the visitor knows their plate. */
  licensePlate: z.string().nullable(),
  place: z.object({
    placeId: UuidSchema,
    name: z.string(),
    timezone: z.string(),
    addressLine1: z.string().nullable(),
  }),
  actualStart: InstantSchema,
  pricedUntil: InstantSchema,
  amount: z.number(),
  amountMinor: z.number().int().min(0),
  currencyCode: z.string().length(3),
  paidAt: InstantSchema.nullable(),
  /** paidAt + the grace time: leave before it or pay the difference. */
  exitBefore: InstantSchema.nullable(),
  transactionId: z.string().nullable(),
  cardDetail: z.object({ cardBrand: z.string(), lastFourDigits: z.string() }).nullable(),
  paymentProvider: z.enum(PAYMENT_PROVIDERS),
  invoice: z
    .object({ invoiceId: UuidSchema, number: z.string(), issuedAt: InstantSchema })
    .nullable(),
});
export type StayOrder = z.infer<typeof StayOrderSchema>;

/** The messages of the order and ticket calls, as the API sends them. */
export const STAY_ORDER_MESSAGES = {
  /** Unknown, another customer's, or (by external id) not paid yet: the web retries on 404. */
  orderNotFound: 'Order not found',
  stayNotFound: 'Stay not found',
  nothingPaid: 'Nothing has been paid for this stay yet: there is no ticket to send',
} as const;

export const CustomerOrderParamsSchema = z.object({
  customerId: UuidSchema,
  orderId: UuidSchema,
});

/**
 * The processor's id of the payment: a card intent id, or the redirect gateway's order. At most
 * 100 characters, the router's longest path parameter (a longer one is a 414).
 */
export const CustomerExternalOrderParamsSchema = z.object({
  customerId: UuidSchema,
  externalId: z.string().trim().min(1).max(100),
});

/**
 * 202 of the ticket e-mail. queued false: the same ticket was already queued for this address
 * within the last minute (one e-mail, however often the button is pressed).
 */
export const StayTicketEmailResponseSchema = z.object({
  queued: z.boolean(),
  email: z.string(),
});
export type StayTicketEmailResponse = z.infer<typeof StayTicketEmailResponseSchema>;
