import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Operator API keys (docs/decisions/057): 'gk_' and 32 random bytes in base64url (43
 * characters). Only their SHA-256 is stored: 256 random bits cannot be guessed or brute-forced
 * from the hash, so a slow password hash (bcrypt, scrypt) would only slow every gate call.
 */
const KEY_PATTERN = /^gk_[A-Za-z0-9_-]{43}$/;
const PREFIX_LENGTH = 'gk_'.length + 8;

export function generateGateKey(): string {
  return `gk_${randomBytes(32).toString('base64url')}`;
}

const isWellFormedGateKey = (key: string) => KEY_PATTERN.test(key);

export function hashGateKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** The visible start of a key, to tell keys apart in a list; useless to call with. */
export const gateKeyPrefix = (key: string) => key.slice(0, PREFIX_LENGTH);

/** Two hex SHA-256 digests compared in constant time. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === 32 && right.length === 32 && timingSafeEqual(left, right);
}

/**
 * The key of an `Authorization: Bearer <key>` header (the scheme in any case, RFC 7235);
 * 'missing' without the header, 'malformed' when it is not a bearer key of ours.
 */
export function bearerKeyOf(header: string | undefined): string | 'missing' | 'malformed' {
  if (header === undefined || header.trim() === '') return 'missing';
  const match = /^Bearer +(\S+) *$/i.exec(header);
  const key = match?.[1];
  return key !== undefined && isWellFormedGateKey(key) ? key : 'malformed';
}
