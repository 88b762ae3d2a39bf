import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bearerKeyOf,
  generateOperatorKey,
  hashOperatorKey,
  keyKindOf,
  operatorKeyPrefix,
  sameHash,
} from './api-key.js';

const generateGateKey = () => generateOperatorKey('gk_');

describe('operator API keys', () => {
  it('are 256 random bits, read back from a bearer header in any case of the scheme', () => {
    const keys = new Set<string>();
    for (let round = 0; round < 200; round += 1) {
      const key = generateGateKey();
      expect(key).toMatch(/^gk_[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(key.slice(3), 'base64url')).toHaveLength(32);
      expect(bearerKeyOf(`Bearer ${key}`)).toBe(key);
      expect(bearerKeyOf(`bEaReR  ${key} `)).toBe(key);
      expect(operatorKeyPrefix(key)).toBe(key.slice(0, 11));
      keys.add(key);
    }
    expect(keys.size).toBe(200);
  });

  it('are hashed to 64 hex digits, equal only for the same key', () => {
    const key = generateGateKey();
    const hash = hashOperatorKey(key);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(sameHash(hash, hashOperatorKey(key))).toBe(true);
    expect(sameHash(hash, hashOperatorKey(generateGateKey()))).toBe(false);
    expect(sameHash(hash, 'not hex')).toBe(false);
  });

  it('never come out of a header that is not exactly one bearer key of ours', () => {
    expect(bearerKeyOf(undefined)).toBe('missing');
    expect(bearerKeyOf('  ')).toBe('missing');
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (text) => {
        const result = bearerKeyOf(text);
        if (result === 'missing' || result === 'malformed') return;
        expect(result).toMatch(/^(gk|ok)_[A-Za-z0-9_-]{43}$/);
        expect(text).toMatch(/^Bearer +(gk|ok)_[A-Za-z0-9_-]{43} *$/i);
      }),
    );
    const key = generateGateKey();
    for (const header of [key, `Basic ${key}`, `Bearer ${key}x`, `Bearer ${key} ${key}`]) {
      expect(bearerKeyOf(header)).toBe('malformed');
    }
  });

  it('say what they are for: gk_ for a gate key, ok_ for one with admin scopes', () => {
    expect(keyKindOf(['gate'])).toBe('gk_');
    expect(keyKindOf(['admin:read'])).toBe('ok_');
    expect(keyKindOf(['admin:read', 'admin:write'])).toBe('ok_');
    const key = generateOperatorKey('ok_');
    expect(key).toMatch(/^ok_[A-Za-z0-9_-]{43}$/);
    expect(bearerKeyOf(`Bearer ${key}`)).toBe(key);
    expect(operatorKeyPrefix(key)).toBe(key.slice(0, 11));
    expect(bearerKeyOf(`Bearer xk_${key.slice(3)}`)).toBe('malformed');
  });
});
