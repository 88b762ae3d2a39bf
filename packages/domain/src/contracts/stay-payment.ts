import { z } from 'zod';
import { LocaleSchema, type Present, UuidSchema } from './common.js';
import { EmailAddressSchema } from './email-address.js';

/**
 * A stay's card payment calls (spec section 7; decision 058): their messages and bodies. The
 * generate call and the redirect kind's are in access-control.ts with the rest of the flow.
 */

/** The messages of a stay's payment calls, whatever the provider kind (the web translates them). */
export const STAY_PAYMENT_MESSAGES = {
  sessionNotFound: 'Session not found',
  nothingToPay: 'Nothing to pay',
  paymentDetailsMissing: 'The payment intent and the payment method are both needed',
  externalIdMissing: 'The payment intent is needed',
} as const;

const optionalId = z.string().trim().min(1).max(255).optional().nullable();

/**
 * POST /api/{card-intent|card-client-secret}/process-payment-session: paymentIntentId and
 * paymentMethodId (first kind) or externalId (second kind); the e-mail, if given, gets the ticket.
 */
export const ProcessStayPaymentBodySchema = z.object({
  paymentIntentId: optionalId,
  paymentMethodId: optionalId,
  externalId: optionalId,
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
