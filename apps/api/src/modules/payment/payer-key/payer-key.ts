import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { randomToken } from '#api/lib/random-token.js';

/**
 * The payer key (decision 068): a secret the API gives the device that starts a payment, kept
 * there (localStorage), and sent back in this header, several comma-separated (every key the
 * device holds, newest first). It proves "this device paid", which a session's id does not:
 * the id also comes from the plate lookup. The logs redact the header (logging/index.ts).
 */
const PAYER_KEY_HEADER = 'x-payer-key';

/** 32 random bytes as base64url: 256 bits, never derived from anything. */
const KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Only the hash is stored: a database read gives no one a key to present. */
const hashPayerKey = (key: string) => createHash('sha256').update(key).digest('hex');

export function mintPayerKey(): { key: string; hash: string } {
  const key = randomToken(32, 'base64url');
  return { key, hash: hashPayerKey(key) };
}

/** Keys read from one request: a device's recent payments, not a list to try keys from. */
const MAX_PAYER_KEYS = 20;

export type PayerKey = { key: string; hash: string };

/** The request's well-formed payer keys with their hashes (none without the header). */
export function payerKeysOf(request: Pick<FastifyRequest, 'headers'>): PayerKey[] {
  const value = request.headers[PAYER_KEY_HEADER];
  if (typeof value !== 'string') return [];
  const keys = value
    .split(',')
    .map((key) => key.trim())
    .filter((key) => KEY_PATTERN.test(key));
  return [...new Set(keys)]
    .slice(0, MAX_PAYER_KEYS)
    .map((key) => ({ key, hash: hashPayerKey(key) }));
}

/** The hashes of the request's well-formed payer keys (none without the header). */
export function payerKeyHashesOf(request: Pick<FastifyRequest, 'headers'>): string[] {
  return payerKeysOf(request).map(({ hash }) => hash);
}

/**
 * The key whose hash a reused payment or order was stored with: answered again, so the device
 * keeps it as its newest. Undefined when none of `keys` made it.
 */
export function keyOfHash(keys: readonly PayerKey[], hash: string | null): string | undefined {
  return keys.find((payer) => payer.hash === hash)?.key;
}
