import { z } from 'zod';
import { PAYMENT_PROVIDERS } from '../vocabulary/index.js';
import { StayPlaceSchema } from './access-control.js';
import {
  InstantSchema,
  LocaleSchema,
  OptionalProcessorIdSchema,
  type Present,
  UuidSchema,
} from './common.js';
import { EmailAddressSchema } from './email-address.js';

/**
 * Paying a stay of the access-control flow (spec section 7; docs/decisions/056): the card and
 * redirect kinds' calls, the order a payment makes and its ticket. Amounts as in
 * access-control.ts: major units for display beside exact minor units.
 */

/** The messages of a stay's payment calls, whatever the provider kind (the web translates them). */
export const STAY_PAYMENT_MESSAGES = {
  sessionNotFound: 'Session not found',
  nothingToPay: 'Nothing to pay',
  paymentDetailsMissing: 'The payment intent and the payment method are both needed',
  externalIdMissing: 'The payment intent is needed',
} as const;

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

/**
 * POST /api/{card-intent|card-client-secret}/process-payment-session: paymentIntentId and
 * paymentMethodId (first kind) or externalId (second kind); the e-mail, if given, gets the ticket.
 */
export const ProcessStayPaymentBodySchema = z.object({
  paymentIntentId: OptionalProcessorIdSchema,
  paymentMethodId: OptionalProcessorIdSchema,
  externalId: OptionalProcessorIdSchema,
  email: EmailAddressSchema.optional().nullable(),
  locale: LocaleSchema.optional(),
});
export type ProcessStayPaymentBody = z.infer<typeof ProcessStayPaymentBodySchema>;

/** The first kind's call needs both (the spec's message otherwise): the guard tells the handler. */
export const ProcessStayIntentBodySchema = ProcessStayPaymentBodySchema.refine(
  (body): body is Present<typeof body, 'paymentIntentId' | 'paymentMethodId'> =>
    Boolean(body.paymentIntentId && body.paymentMethodId),
  { message: STAY_PAYMENT_MESSAGES.paymentDetailsMissing },
);
/** The second kind's names its intent as externalId, or as paymentIntentId, read as the same. */
export const ProcessStayClientSecretBodySchema = ProcessStayPaymentBodySchema.overwrite((body) => ({
  ...body,
  externalId: body.externalId ?? body.paymentIntentId,
})).refine((body): body is Present<typeof body, 'externalId'> => Boolean(body.externalId), {
  message: STAY_PAYMENT_MESSAGES.externalIdMissing,
});

export const ProcessStayPaymentResultSchema = z.object({
  orderId: UuidSchema,
  sessionId: UuidSchema,
});
export type ProcessStayPaymentResult = z.infer<typeof ProcessStayPaymentResultSchema>;

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
  /** FAILED because the payer chose 'Cancel' on the gateway's page: nothing was charged. */
  cancelled: z.boolean().optional(),
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
  place: StayPlaceSchema,
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
  /**
   * Present on a FAILED order the payer cancelled on the gateway's page: nothing was asked of
   * the card (decision 087).
   */
  cancelled: z.literal(true).optional(),
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
