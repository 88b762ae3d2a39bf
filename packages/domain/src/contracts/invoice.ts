import { z } from 'zod';
import { INVOICE_FIELD_LIMITS, INVOICE_MESSAGES } from '../validation/invoice-fields.js';
import { InstantSchema, LocaleSchema, UuidSchema } from './common.js';
import { EmailAddressSchema } from './email-address.js';

/** Invoices of paid stays (docs/decisions/060): the visitor's request and the invoice issued. */

const mandatory = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { message })
    .max(max, { message: `At most ${max} characters` });

/**
 * POST /api/customer/{customerId}/invoice: issued once per paid order; a repeat returns it. Each
 * field's message is the spec's (validation/invoice-fields.ts).
 */
export const InvoiceRequestSchema = z.object({
  orderId: UuidSchema,
  name: mandatory(INVOICE_MESSAGES.name, INVOICE_FIELD_LIMITS.name),
  taxId: mandatory(INVOICE_MESSAGES.taxId, INVOICE_FIELD_LIMITS.taxId),
  address: mandatory(INVOICE_MESSAGES.address, INVOICE_FIELD_LIMITS.address),
  email: z
    .string({ error: INVOICE_MESSAGES.email })
    .trim()
    .min(1, { message: INVOICE_MESSAGES.email })
    .pipe(EmailAddressSchema),
  lang: LocaleSchema.optional(),
});
export type InvoiceRequest = z.infer<typeof InvoiceRequestSchema>;

/** The invoice; its PDF is GET /api/customer/{customerId}/invoice/{orderId}/pdf. */
export const InvoiceSchema = z.object({
  invoiceId: UuidSchema,
  orderId: UuidSchema,
  /** '<series>-<year>-<6 digits>': gapless per operator and year. */
  number: z.string(),
  issuedAt: InstantSchema,
  name: z.string(),
  taxId: z.string(),
  address: z.string(),
  email: z.string(),
  amount: z.number(),
  amountMinor: z.number().int().min(0),
  currencyCode: z.string().length(3),
  pdfUrl: z.string(),
});
export type Invoice = z.infer<typeof InvoiceSchema>;
