import { z } from 'zod';
import { LOCALES } from '../vocabulary/index.js';
import { UuidSchema } from './common.js';

/**
 * The receipt form's e-mail check (spec section 5, 'Ticket e-mail'), the same rule as the web's
 * lib/email.ts: one '@', something before it, a domain with a dot, no spaces, at most 254
 * characters. Loose on purpose: the mail server is the real judge.
 */
export const RECEIPT_EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export const RECEIPT_MESSAGES = {
  invalidEmail: 'Invalid email',
} as const;

/** GET .../email-ticket/{assignedRightId}: path parameters. */
export const EmailTicketParamsSchema = z.object({
  placeId: UuidSchema,
  assignedRightId: UuidSchema,
});

/** ?email=&lang=: lang is the driver's UI language, else the one stored with the payment. */
export const EmailTicketQuerySchema = z.object({
  email: z
    .string({ message: RECEIPT_MESSAGES.invalidEmail })
    .trim()
    .max(254, RECEIPT_MESSAGES.invalidEmail)
    .regex(RECEIPT_EMAIL_PATTERN, RECEIPT_MESSAGES.invalidEmail),
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
