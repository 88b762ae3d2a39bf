import { createHash, timingSafeEqual } from 'node:crypto';
import type { OperatorScope } from '@parking/domain';
import { randomToken } from '#api/lib/random-token.js';

/**
 * Operator API keys (docs/decisions/057): a prefix and 32 random bytes in base64url (43
 * characters). The prefix says what the key is for, so a key found in a camera's settings or a
 * script's environment tells its reader how much it can do: 'gk_' a gate key (scope `gate`
 * alone), 'ok_' an operator key with admin scopes. Only their SHA-256 is stored: 256 random bits
 * cannot be guessed or brute-forced from the hash, so a slow password hash (bcrypt, scrypt)
 * would only slow every call.
 */
const KEY_PATTERN = /^(gk|ok)_[A-Za-z0-9_-]{43}$/;
const VISIBLE_CHARACTERS = 8;

export type KeyKind = 'gk_' | 'ok_';

export const keyKindOf = (scopes: readonly OperatorScope[]): KeyKind =>
  scopes.includes('gate') ? 'gk_' : 'ok_';

export function generateOperatorKey(kind: KeyKind): string {
  return `${kind}${randomToken(32, 'base64url')}`;
}

const isWellFormedKey = (key: string) => KEY_PATTERN.test(key);

export function hashOperatorKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** The visible start of a key, to tell keys apart in a list; useless to call with. */
export const operatorKeyPrefix = (key: string) => key.slice(0, 3 + VISIBLE_CHARACTERS);

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
  return key !== undefined && isWellFormedKey(key) ? key : 'malformed';
}
