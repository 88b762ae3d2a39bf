import { z } from 'zod';
import { EnvelopeTextSchema, EnvelopeUrlSchema } from '../envelope-fields.js';

const digits = (from: number, to: number) => z.string().regex(new RegExp(`^\\d{${from},${to}}$`));

/**
 * The DS_MERCHANT_* fields the sandbox's hosted page acts on, with the real gateway's shapes
 * (decision 069): a signed request whose fields are not these is refused before its amount is
 * formatted or its addresses are parsed. Other fields pass through unread.
 */
export const SandboxPageRequestSchema = z
  .object({
    DS_MERCHANT_ORDER: z.string().regex(/^\d{4}[0-9A-Za-z]{0,8}$/),
    DS_MERCHANT_AMOUNT: digits(1, 12),
    DS_MERCHANT_CURRENCY: digits(3, 3),
    DS_MERCHANT_MERCHANTCODE: digits(1, 9),
    DS_MERCHANT_TERMINAL: digits(1, 3),
    DS_MERCHANT_MERCHANTURL: EnvelopeUrlSchema,
    DS_MERCHANT_URLOK: EnvelopeUrlSchema,
    DS_MERCHANT_URLKO: EnvelopeUrlSchema,
    DS_MERCHANT_MERCHANTNAME: EnvelopeTextSchema.pipe(z.string().max(25)).optional(),
    DS_MERCHANT_PRODUCTDESCRIPTION: EnvelopeTextSchema.pipe(z.string().max(125)).optional(),
    DS_MERCHANT_CONSUMERLANGUAGE: digits(1, 3).optional(),
  })
  .catchall(z.string());

export type SandboxPageRequest = z.infer<typeof SandboxPageRequestSchema>;
