import { createCipheriv, createHmac, timingSafeEqual } from 'node:crypto';
import { EnvelopeFieldsSchema } from './envelope-fields.js';

/**
 * The signed-redirect protocol's signature, version HMAC_SHA256_V1, as Redsys publishes it
 * (docs/decisions/059): the merchant parameters travel as base64 JSON; each order has its own
 * key, the order number encrypted with 3DES-CBC (zero IV, zero padding) under the merchant's
 * base64 secret; the signature is the HMAC-SHA256 of the base64 parameters under that key.
 * Requests carry it in base64, the gateway's answers in base64url: both are accepted.
 */
export const SIGNATURE_VERSION = 'HMAC_SHA256_V1';

/** The per-order key: 3DES-CBC of the order number, zero IV, padded with zero bytes. */
export function orderKey(secretBase64: string, order: string): Buffer {
  const key = Buffer.from(secretBase64, 'base64');
  if (key.length !== 24) throw new Error('The merchant secret must be 24 bytes in base64');
  const plain = Buffer.from(order, 'utf8');
  const padded = Buffer.concat([plain, Buffer.alloc((8 - (plain.length % 8)) % 8)]);
  const cipher = createCipheriv('des-ede3-cbc', key, Buffer.alloc(8));
  cipher.setAutoPadding(false);
  return Buffer.concat([cipher.update(padded), cipher.final()]);
}

/** Base64 (not url) HMAC-SHA256 of the base64 parameters under the order's key. */
export function signParameters(secretBase64: string, order: string, parameters: string): string {
  return createHmac('sha256', orderKey(secretBase64, order)).update(parameters).digest('base64');
}

/** The bytes of a base64 or base64url signature; null when it is neither. */
function signatureBytes(signature: string): Buffer | null {
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(signature)) return null;
  return Buffer.from(signature.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
}

/** Whether `signature` (base64 or base64url) signs `parameters` for `order`: constant time. */
export function isValidSignature(
  secretBase64: string,
  order: string,
  parameters: string,
  signature: string,
): boolean {
  const given = signatureBytes(signature);
  const expected = Buffer.from(signParameters(secretBase64, order, parameters), 'base64');
  return given !== null && given.length === expected.length && timingSafeEqual(given, expected);
}

/** Ds_MerchantParameters of an object: base64 of its JSON. */
export function encodeParameters(parameters: Record<string, string>): string {
  return Buffer.from(JSON.stringify(parameters), 'utf8').toString('base64');
}

/**
 * The object inside Ds_MerchantParameters (base64 or base64url JSON) as written, its values
 * URL-decoded (the gateway URL-encodes some: Ds_Date '09%2F11%2F2015'); null when it is not a
 * JSON object of strings and numbers. Its contents are not checked: an answer's signature is
 * checked first (verify-signed.ts), so that bad contents under the gateway's own signature are
 * refused as bad contents, not as a forgery.
 */
export function decodeEnvelope(parameters: string): Record<string, string> | null {
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(parameters)) return null;
  try {
    const text = Buffer.from(parameters.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    const value: unknown = JSON.parse(text.toString('utf8'));
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    const out: Record<string, string> = {};
    for (const [name, field] of Object.entries(value)) {
      if (typeof field !== 'string' && typeof field !== 'number') return null;
      out[name] = safeDecode(String(field));
    }
    return out;
  } catch {
    return null;
  }
}

/**
 * The object inside Ds_MerchantParameters when it is also plain text of bounded size
 * (envelope-fields.ts); null otherwise. Checked after decoding: '%00' is a NUL too.
 */
export function decodeParameters(parameters: string): Record<string, string> | null {
  const fields = decodeEnvelope(parameters);
  const checked = fields && EnvelopeFieldsSchema.safeParse(fields);
  return checked?.success ? checked.data : null;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
