import { z } from 'zod';
import { EMAIL_ADDRESS_MESSAGE } from '../validation/email-address.js';
import { LOCALES } from '../vocabulary/index.js';
import { UuidSchema } from './common.js';
import { EmailAddressSchema } from './email-address.js';

export const RECEIPT_MESSAGES = {
  invalidEmail: EMAIL_ADDRESS_MESSAGE,
} as const;

/** GET .../email-ticket/{assignedRightId}: path parameters. */
export const EmailTicketParamsSchema = z.object({
  placeId: UuidSchema,
  assignedRightId: UuidSchema,
});

/** ?email=&lang=: lang is the driver's UI language, else the one stored with the payment. */
export const EmailTicketQuerySchema = z.object({
  /** Trimmed and checked as the web's receipt form checks it (spec section 5, 'Ticket e-mail'). */
  email: EmailAddressSchema,
  lang: z.enum(LOCALES, { message: `must be one of ${LOCALES.join(', ')}` }).optional(),
});
export type EmailTicketQuery = z.infer<typeof EmailTicketQuerySchema>;

/**
 * SENT: the mail server (or the outbox) accepted the message. QUEUED: the first attempt failed
 * or is still running; the job keeps retrying with backoff and the receipt arrives later.
 */
export const RECEIPT_DELIVERY_OUTCOMES = ['SENT', 'QUEUED'] as const;
export const EmailTicketResponseSchema = z.object({
  status: z.enum(RECEIPT_DELIVERY_OUTCOMES),
  email: z.string(),
});
export type EmailTicketResponse = z.infer<typeof EmailTicketResponseSchema>;
