import { z } from 'zod';
import { isPlausiblePlate, PLATE_INPUT_MAX_LENGTH } from '../validation/license-plate.js';
import {
  CARD_GATEWAYS,
  CREDENTIAL_TYPES,
  PAYMENT_LINE_TYPES,
  PAYMENT_MESSAGES,
  PAYMENT_TYPES,
} from '../vocabulary/index.js';
import {
  InstantSchema,
  LocaleSchema,
  OptionalProcessorIdSchema,
  type Present,
  UuidSchema,
} from './common.js';
import { EmailAddressSchema } from './email-address.js';
import { RateTranslationsSchema } from './translations.js';

/**
 * Request and response shapes of the payment calls (spec section 7). Amounts on the wire come
 * twice: major units for display (`amount`, spec wording) and exact integer minor units
 * (`*Minor`) that every computation uses. The browser never sends an amount: the server reads
 * the rate line and decides.
 */

/**
 * A plate as typed: at most 20 characters, of which 1 to 15 letters or digits once normalised
 * (validation/license-plate.ts). Refused before any money moves: a right always has its plate.
 */
const PLATE_DESCRIPTION =
  'As typed, at most 20 characters; 1 to 15 letters or digits once spaces, hyphens, dots and accents are dropped';
const PlateInputSchema = z.string().trim().max(PLATE_INPUT_MAX_LENGTH).describe(PLATE_DESCRIPTION);
/** The card kinds' plate: required, with its own message (the spec has none for them). */
export const RequiredPlateSchema = z
  .string()
  .trim()
  .refine(isPlausiblePlate, { message: PAYMENT_MESSAGES.licensePlateInvalid })
  .describe(PLATE_DESCRIPTION);
const hasPlate = (plate: string | null | undefined) => Boolean(plate && isPlausiblePlate(plate));
/** E.164, e.g. +12125550123: the web sends it only when notify is ticked and the number valid. */
export const PhoneNumberSchema = z
  .string()
  .regex(/^\+[1-9]\d{6,16}(;ext=\d{1,6})?$/, 'must be an E.164 phone number');

export const GeneratePaymentBodySchema = z.object({
  rateId: UuidSchema,
  rateLineId: UuidSchema,
  placeId: UuidSchema,
});
export type GeneratePaymentBody = z.infer<typeof GeneratePaymentBodySchema>;

/** A payment the server has priced and holds for PENDING_PAYMENT_VALIDITY_MS. */
export const PendingPaymentSchema = z.object({
  pendingPaymentId: UuidSchema,
  currencyCode: z.string().length(3),
  amount: z.number(),
  serviceFee: z.number(),
  total: z.number(),
  amountMinor: z.number().int().min(0),
  serviceFeeMinor: z.number().int().min(0),
  totalMinor: z.number().int().min(0),
  expiresAt: InstantSchema,
  /** A rate of value 0: completed with POST /payment/process-payment, no card. */
  isFree: z.boolean(),
  /**
   * The payer key (decision 068): kept on the device that pays and sent back as X-Payer-Key,
   * it shows that device the card it paid with. Not in the spec: an added optional field.
   */
  payerKey: z.string().optional(),
});
export type PendingPayment = z.infer<typeof PendingPaymentSchema>;

/** generate-payment of a card kind: the pending payment plus the processor's intent. */
export const CardPaymentIntentSchema = PendingPaymentSchema.extend({
  /** The processor's payment intent id; it is the `externalId` / `paymentIntentId` later. */
  id: z.string().min(1),
  /** Confirms the intent from the browser (second kind); opaque, short-lived. */
  clientSecret: z.string().min(1),
});
export type CardPaymentIntent = z.infer<typeof CardPaymentIntentSchema>;

/**
 * Our own ids are UUIDs: anything else is `body/<field> must be a UUID`, never a database error.
 * An empty or absent one is 'missing' and still gets the spec's message (the refinements below
 * run beside a field's format issue, and the verbatim handler prefers the spec's message).
 */
const optionalUuid = UuidSchema.optional().nullable();

/** Optional fields so a missing one gets the spec's own message rather than a generic one. */
export const ProcessFreePaymentBodySchema = z
  .object({
    pendingPaymentId: optionalUuid,
    licensePlate: PlateInputSchema.optional().nullable(),
    phoneNumber: PhoneNumberSchema.optional().nullable(),
    locale: LocaleSchema.optional(),
  })
  // A plate that normalises to nothing ('---') is as missing as an absent one.
  .refine(
    (body): body is Present<typeof body, 'pendingPaymentId' | 'licensePlate'> =>
      Boolean(body.pendingPaymentId) && hasPlate(body.licensePlate),
    { message: PAYMENT_MESSAGES.freePaymentMissing },
  );
export type ProcessFreePaymentBody = z.infer<typeof ProcessFreePaymentBodySchema>;

/** First card kind: the browser made a payment method; the server confirms the intent. */
export const ProcessIntentPaymentBodySchema = z
  .object({
    paymentIntentId: OptionalProcessorIdSchema,
    paymentMethodId: OptionalProcessorIdSchema,
    licensePlate: RequiredPlateSchema,
    phoneNumber: PhoneNumberSchema.optional().nullable(),
    locale: LocaleSchema.optional(),
    /**
     * Keep the card for this device (decision 086): with the device secret's header, the card
     * is saved at the processor for the next extension. A saved card pays with its own
     * `paymentMethodId`, `saved_card_<id>`.
     */
    saveCard: z.boolean().optional(),
  })
  .refine(
    (body): body is Present<typeof body, 'paymentIntentId' | 'paymentMethodId'> =>
      Boolean(body.paymentIntentId && body.paymentMethodId),
    { message: PAYMENT_MESSAGES.intentOrMethodMissing },
  );
export type ProcessIntentPaymentBody = z.infer<typeof ProcessIntentPaymentBodySchema>;

/** Second card kind: the browser confirmed with the client secret; the server finalises. */
export const ProcessClientSecretPaymentBodySchema = z
  .object({
    externalId: OptionalProcessorIdSchema,
    licensePlate: RequiredPlateSchema,
    phoneNumber: PhoneNumberSchema.optional().nullable(),
    locale: LocaleSchema.optional(),
  })
  .refine((body): body is Present<typeof body, 'externalId'> => Boolean(body.externalId), {
    message: PAYMENT_MESSAGES.externalIdMissing,
  });
export type ProcessClientSecretPaymentBody = z.infer<typeof ProcessClientSecretPaymentBodySchema>;

/** Second card kind, before the browser confirms: what the payment is for. */
export const UpdatePaymentIntentBodySchema = z
  .object({
    placeId: UuidSchema.optional().nullable(),
    externalId: OptionalProcessorIdSchema,
    licensePlate: PlateInputSchema.optional().nullable(),
    phoneNumber: PhoneNumberSchema.optional().nullable(),
    isOnDemandExtension: z.literal('true').optional(),
    /** A booking's ticket address, kept with the payment so a webhook that comes first has it. */
    email: EmailAddressSchema.optional().nullable(),
    locale: LocaleSchema.optional(),
  })
  .refine(
    (body): body is Present<typeof body, 'placeId' | 'licensePlate'> =>
      Boolean(body.placeId) && hasPlate(body.licensePlate),
    { message: PAYMENT_MESSAGES.missingRequiredParameters },
  );
export type UpdatePaymentIntentBody = z.infer<typeof UpdatePaymentIntentBodySchema>;

export const ProcessPaymentResultSchema = z.object({ assignedRightId: UuidSchema });
export type ProcessPaymentResult = z.infer<typeof ProcessPaymentResultSchema>;

/** 202 from process-payment (second kind) while the processor has not confirmed yet. */
export const PaymentProcessingSchema = z.object({
  status: z.literal('processing'),
  externalId: z.string(),
});
export type PaymentProcessing = z.infer<typeof PaymentProcessingSchema>;

export const CredentialSchema = z.object({
  type: z.enum(CREDENTIAL_TYPES),
  localIdentifier: z.string(),
});
export type Credential = z.infer<typeof CredentialSchema>;

/** GET /assigned-right/?localIdentifier&placeId: live rights only, the minimum a plate reveals. */
export const AssignedRightLookupQuerySchema = z.object({
  localIdentifier: z.string().trim().min(1).max(20),
  placeId: UuidSchema,
});
export const LiveAssignedRightSchema = z.object({
  assignedRightId: UuidSchema,
  credential: z.array(CredentialSchema),
  /** The session's coverage: one BASE entry from its earliest start to its latest end. */
  payment: z.array(
    z.object({
      type: z.enum(PAYMENT_TYPES),
      startPeriodCovered: InstantSchema,
      endPeriodCovered: InstantSchema,
    }),
  ),
});
export type LiveAssignedRight = z.infer<typeof LiveAssignedRightSchema>;
export const AssignedRightLookupResponseSchema = z.object({
  data: z.array(LiveAssignedRightSchema),
});

export const PaymentLineSchema = z.object({
  type: z.enum(PAYMENT_LINE_TYPES),
  code: z.string().nullable(),
  amount: z.number(),
  amountMinor: z.number().int(),
});
export type PaymentLine = z.infer<typeof PaymentLineSchema>;

export const ResumePaymentSchema = z.object({
  type: z.enum(PAYMENT_TYPES),
  startPeriodCovered: InstantSchema,
  endPeriodCovered: InstantSchema,
  assignedRightId: UuidSchema,
  transactionId: z.string().nullable(),
  dateCollected: InstantSchema,
  currencyCode: z.string().length(3),
  rateName: z.string().nullable(),
  /** The rate's name per language (docs/decisions/048), for the ticket and the receipt. */
  rateTranslations: RateTranslationsSchema.optional(),
  credential: z.array(CredentialSchema),
  paymentLine: z.array(PaymentLineSchema),
});
export type ResumePayment = z.infer<typeof ResumePaymentSchema>;

/**
 * The session's text reminder as the summary tells it (docs/decisions/047): SCHEDULED (also
 * while its job is queued) with the time it is due, or SENT with the time it went. The number
 * is masked (validation/phone.ts `maskPhoneNumber`): the full number never leaves the server.
 */
export const ResumeReminderSchema = z.object({
  status: z.enum(['SCHEDULED', 'SENT']),
  sendAt: InstantSchema,
  phoneNumberMasked: z.string(),
});
export type ResumeReminder = z.infer<typeof ResumeReminderSchema>;

/** Summary and paid ticket of an assigned right (GET /payment/place/{placeId}/resume/...). */
export const ResumeSchema = z.object({
  assignedRightId: UuidSchema,
  placeId: UuidSchema,
  payments: z.array(ResumePaymentSchema),
  cardDetail: z.object({ cardBrand: z.string(), lastFourDigits: z.string() }).nullable(),
  /** Null when no text will come (none asked, SMS off, or skipped: ended, replaced). */
  reminder: ResumeReminderSchema.nullable(),
});
export type Resume = z.infer<typeof ResumeSchema>;

/** GET /payment/place/{placeId}/summary: exactly one of the two ids (spec section 5). */
export const SummaryQuerySchema = z
  .object({
    assignedRightId: UuidSchema.optional(),
    externalId: z.string().min(1).max(255).optional(),
  })
  .refine((query) => query.assignedRightId || query.externalId, {
    message: PAYMENT_MESSAGES.idRequired,
  })
  // With the refinement above, exactly one: the guard says so to the handler.
  .refine((query): query is OneId => !(query.assignedRightId && query.externalId), {
    message: PAYMENT_MESSAGES.onlyOneId,
  });
type OneId =
  | { assignedRightId: string; externalId?: undefined }
  | { assignedRightId?: undefined; externalId: string };

/** GET /{provider}/place/{placeId}: what the browser needs to mount the card form. */
export const CardProviderInfoSchema = z.object({
  gateway: z.enum(CARD_GATEWAYS),
  /** First kind (spec: publicApiKey and googlePayMerchantId). */
  publicApiKey: z.string().nullable(),
  googlePayMerchantId: z.string().nullable(),
  /** Second kind (spec: publicKey). */
  publicKey: z.string().nullable(),
  /** Sandbox only: the card form page the app shows in an iframe. */
  cardFormUrl: z.string().nullable(),
  /** Sandbox only: the test wallet page (Apple Pay and Google Pay's stand-in), in an iframe. */
  walletUrl: z.string().nullable(),
  /** The merchant label wallets show (spec: the organisation name). */
  merchantName: z.string(),
});
export type CardProviderInfo = z.infer<typeof CardProviderInfoSchema>;
