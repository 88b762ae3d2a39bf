import { z } from 'zod';
import { BOOKING_STATUSES, PAYMENT_MESSAGES } from '../vocabulary/index.js';
import {
  ErrorResponseSchema,
  InstantSchema,
  LocaleSchema,
  OptionalProcessorIdSchema,
  type Present,
  UuidSchema,
} from './common.js';
import { EmailAddressSchema } from './email-address.js';
import { RequiredPlateSchema, ResumeSchema } from './payment.js';

/**
 * Request and response shapes of the reservation calls (spec sections 2 'Reservation home', 4
 * 'Reservation quote', 7; docs/decisions/051). Money comes twice, as in payment.ts: major units
 * for display and exact integer minor units for every computation.
 */

/** POST /api/quote/compute/booking. */
export const ComputeBookingQuoteBodySchema = z.object({
  placeId: UuidSchema,
  startTime: InstantSchema,
  endTime: InstantSchema,
});
export type ComputeBookingQuoteBody = z.infer<typeof ComputeBookingQuoteBodySchema>;

/** GET /api/quote/place/{placeId}/pending-quote/{quoteId}: path parameters. */
export const PendingQuoteParamsSchema = z.object({ placeId: UuidSchema, quoteId: UuidSchema });

/**
 * A priced window, payable until `expiresAt` (QUOTE_VALIDITY_MS). `startTime`/`endTime` are the
 * held window, which may end later than asked when a longer tier is the cheapest cover
 * (`extended`: 'time extended at no extra cost'); `requested*` are what the driver asked.
 */
export const PendingQuoteSchema = z.object({
  pendingQuoteId: UuidSchema,
  placeId: UuidSchema,
  startTime: InstantSchema,
  endTime: InstantSchema,
  requestedStartTime: InstantSchema,
  requestedEndTime: InstantSchema,
  amount: z.number(),
  serviceFee: z.number(),
  total: z.number(),
  amountMinor: z.number().int().min(0),
  serviceFeeMinor: z.number().int().min(0),
  totalMinor: z.number().int().min(0),
  currencyCode: z.string().length(3),
  expiresAt: InstantSchema,
  durationMinutes: z.number().int().min(1),
  extended: z.boolean(),
  /** The last instant a cancel is refunded: the start minus the place's notice (decision 084). */
  cancelDeadline: InstantSchema,
  /** Whether a booking paid now could still be cancelled and refunded (now <= cancelDeadline). */
  refundable: z.boolean(),
});
export type PendingQuote = z.infer<typeof PendingQuoteSchema>;

/**
 * A window refused for the place's hours (CLOSED_AT_TIMES, with `field` startTime or endTime) or
 * a closure (CLOSURE_IN_WINDOW), and the nearest window of the same length that the hours allow,
 * prices and has a space, when one is found within 30 days (decision 084).
 */
export const WindowRefusalResponseSchema = ErrorResponseSchema.extend({
  suggestedWindow: z.object({ startTime: InstantSchema, endTime: InstantSchema }).optional(),
});
export type WindowRefusalResponse = z.infer<typeof WindowRefusalResponseSchema>;

/** POST /api/{card-intent|card-client-secret}/generate-payment-by-quote -> CardPaymentIntent. */
export const GenerateBookingPaymentBodySchema = z.object({
  quoteId: UuidSchema,
  placeId: UuidSchema,
});
export type GenerateBookingPaymentBody = z.infer<typeof GenerateBookingPaymentBodySchema>;

/** First card kind: POST /api/card-intent/process-payment-booking. */
export const ProcessBookingIntentBodySchema = z
  .object({
    paymentIntentId: OptionalProcessorIdSchema,
    paymentMethodId: OptionalProcessorIdSchema,
    licensePlate: RequiredPlateSchema,
    email: EmailAddressSchema,
    locale: LocaleSchema.optional(),
  })
  .refine(
    (body): body is Present<typeof body, 'paymentIntentId' | 'paymentMethodId'> =>
      Boolean(body.paymentIntentId && body.paymentMethodId),
    { message: PAYMENT_MESSAGES.intentOrMethodMissing },
  );
export type ProcessBookingIntentBody = z.infer<typeof ProcessBookingIntentBodySchema>;

/** Second card kind: POST /api/card-client-secret/process-payment-booking. */
export const ProcessBookingClientSecretBodySchema = z
  .object({
    externalId: OptionalProcessorIdSchema,
    licensePlate: RequiredPlateSchema,
    email: EmailAddressSchema,
    locale: LocaleSchema.optional(),
  })
  .refine((body): body is Present<typeof body, 'externalId'> => Boolean(body.externalId), {
    message: PAYMENT_MESSAGES.externalIdMissing,
  });
export type ProcessBookingClientSecretBody = z.infer<typeof ProcessBookingClientSecretBodySchema>;

/** What a cancellation gave back; `refundedAt` null while the processor has not confirmed. */
export const BookingRefundSchema = z.object({
  amount: z.number(),
  amountMinor: z.number().int().min(0),
  currencyCode: z.string().length(3),
  refundedAt: InstantSchema.nullable(),
});
export type BookingRefund = z.infer<typeof BookingRefundSchema>;

export const BookingDetailsSchema = z.object({
  status: z.enum(BOOKING_STATUSES),
  startTime: InstantSchema,
  endTime: InstantSchema,
  /** The ticket address, masked (a***@example.com): the link is public. */
  emailMasked: z.string(),
  /** The last instant a cancellation is accepted (start minus the place's setting). */
  cancelDeadline: InstantSchema,
  canCancel: z.boolean(),
  /** Bought before its deadline; false: non-refundable from the purchase on (decision 084). */
  refundableWhenBought: z.boolean(),
  canChangePlate: z.boolean(),
  licensePlate: z.string(),
  refund: BookingRefundSchema.nullable(),
});
export type BookingDetails = z.infer<typeof BookingDetailsSchema>;

/** GET /api/booking/place/{placeId}/info/{assignedRightId} and .../info/external/{externalId}. */
export const BookingTicketSchema = z.object({
  resume: ResumeSchema,
  booking: BookingDetailsSchema,
});
export type BookingTicket = z.infer<typeof BookingTicketSchema>;

export const BookingInfoParamsSchema = z.object({
  placeId: UuidSchema,
  assignedRightId: UuidSchema,
});
export const BookingInfoExternalParamsSchema = z.object({
  placeId: UuidSchema,
  externalId: z.string().trim().min(1).max(255),
});

/** POST /api/{provider}/booking/cancel/{assignedRightId}, empty body; 200 every time once done. */
export const CancelBookingResultSchema = z.object({
  assignedRightId: UuidSchema,
  status: z.literal('CANCELLED'),
  refund: BookingRefundSchema.nullable(),
});
export type CancelBookingResult = z.infer<typeof CancelBookingResultSchema>;

/** PATCH /api/{provider}/place/{placeId}/booking/{assignedRightId}. */
export const UpdateBookingBodySchema = z.object({ licensePlate: RequiredPlateSchema });
export type UpdateBookingBody = z.infer<typeof UpdateBookingBodySchema>;

export const UpdateBookingResultSchema = z.object({
  assignedRightId: UuidSchema,
  licensePlate: z.string(),
});
export type UpdateBookingResult = z.infer<typeof UpdateBookingResultSchema>;
