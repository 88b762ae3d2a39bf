import { z } from 'zod';

/** C0 and C1 control characters and DEL: NUL alone makes PostgreSQL refuse a text value. */
const CONTROL = /\p{Cc}/u;
/** A UTF-16 surrogate without its pair: JSON can carry one (\ud800), UTF-8 cannot. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * A value inside a signed envelope (decoded Ds_MerchantParameters): the signature proves who
 * wrote it, not that it is sane, and the sandbox's key is public. So the same rules as any body
 * (decision 069): plain text of bounded length, before any database or URL call.
 */
export const EnvelopeTextSchema = z
  .string()
  .max(1024)
  .refine((value) => !CONTROL.test(value) && !LONE_SURROGATE.test(value));

/** A field's name as the gateway writes them, and how many fields an envelope may have. */
export const ENVELOPE_FIELD_NAME = /^[A-Za-z0-9_]{1,64}$/;
export const ENVELOPE_MAX_FIELDS = 64;

/** The decoded envelope: at most 64 fields with names as the gateway writes them. */
export const EnvelopeFieldsSchema = z
  .record(z.string().regex(ENVELOPE_FIELD_NAME), EnvelopeTextSchema)
  .refine((fields) => Object.keys(fields).length <= ENVELOPE_MAX_FIELDS);

/** An http(s) address the browser or the gateway can be sent to, of the gateway's length. */
export const EnvelopeUrlSchema = EnvelopeTextSchema.pipe(
  z
    .string()
    .max(250)
    .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol)),
);
