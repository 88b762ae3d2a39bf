import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * The payer key (decision 068): a secret the API gives the device that starts a payment, kept
 * there (localStorage, by assigned right), and sent back in this header. It proves "this device
 * paid", which a session's id does not: the id also comes from the plate lookup. The logs
 * redact the header (logging/index.ts).
 */
export const PAYER_KEY_HEADER = 'x-payer-key';

/** 32 random bytes as base64url: 256 bits, never derived from anything. */
const KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Only the hash is stored: a database read gives no one a key to present. */
export const hashPayerKey = (key: string) => createHash('sha256').update(key).digest('hex');

export function mintPayerKey(): { key: string; hash: string } {
  const key = randomBytes(32).toString('base64url');
  return { key, hash: hashPayerKey(key) };
}

/** The hash of the request's payer key; null without one or with a malformed one. */
export function payerKeyHashOf(request: Pick<FastifyRequest, 'headers'>): string | null {
  const value = request.headers[PAYER_KEY_HEADER];
  return typeof value === 'string' && KEY_PATTERN.test(value) ? hashPayerKey(value) : null;
}
