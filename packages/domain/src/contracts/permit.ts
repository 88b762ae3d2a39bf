import { z } from 'zod';
import { PAYMENT_TYPES, PERMIT_STATUSES } from '../vocabulary/index.js';
import { InstantSchema, UuidSchema } from './common.js';
import { CredentialSchema, PaymentLineSchema } from './payment.js';
import { RateTranslationsSchema } from './translations.js';

/**
 * The permit renewal calls (spec section 7 'Other'; docs/decisions/052). A renewal is paid with
 * `POST /{provider}/{assignedRightId}/generate-permit-payment` (body GeneratePaymentBodySchema,
 * answer CardPaymentIntentSchema) and processed with the existing
 * `/{provider}/process-payment-on-demand-extension`.
 */

export const PermitInfoParamsSchema = z.object({
  placeId: UuidSchema,
  assignedRightId: UuidSchema,
});
export type PermitInfoParams = z.infer<typeof PermitInfoParamsSchema>;

export const PermitStatusSchema = z.enum(PERMIT_STATUSES);

/** The permit's rate line: what one cycle costs. */
export const PermitRateSchema = z.object({
  rateId: UuidSchema,
  rateLineId: UuidSchema,
  name: z.string(),
  translations: RateTranslationsSchema.optional(),
  value: z.number(),
  valueMinor: z.number().int().min(0),
  serviceFee: z.number(),
  serviceFeeMinor: z.number().int().min(0),
  currencyCode: z.string().length(3),
});
export type PermitRate = z.infer<typeof PermitRateSchema>;

/** One paid cycle (BASE) or a given-back duplicate (REFUND), newest first. */
export const PermitPaymentSchema = z.object({
  type: z.enum(PAYMENT_TYPES),
  dateCollected: InstantSchema,
  startPeriodCovered: InstantSchema,
  endPeriodCovered: InstantSchema,
  transactionId: z.string().nullable(),
  currencyCode: z.string().length(3),
  paymentLine: z.array(PaymentLineSchema),
});
export type PermitPayment = z.infer<typeof PermitPaymentSchema>;

export const PermitPeriodSchema = z.object({ start: InstantSchema, end: InstantSchema });
export type PermitPeriod = z.infer<typeof PermitPeriodSchema>;

/** GET /api/permit/place/{placeId}/info/{assignedRightId}. */
export const PermitInfoSchema = z.object({
  status: PermitStatusSchema,
  assignedRight: z.object({
    assignedRightId: UuidSchema,
    credential: z.array(CredentialSchema),
    customer: z.array(z.object({ name: z.string() })),
  }),
  rate: PermitRateSchema,
  payments: z.array(PermitPaymentSchema),
  /** The cycle a renewal would pay for now; null unless ACTIVE. */
  nextPeriod: PermitPeriodSchema.nullable(),
  /** When renewing the cycle after the latest paid one opens and closes. */
  renewalWindow: z.object({ opensAt: InstantSchema, closesAt: InstantSchema }),
});
export type PermitInfo = z.infer<typeof PermitInfoSchema>;

export const GeneratePermitPaymentParamsSchema = z.object({ assignedRightId: UuidSchema });
