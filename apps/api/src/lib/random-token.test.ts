import { describe, expect, it } from 'vitest';
import { randomToken } from './random-token.js';

describe('randomToken', () => {
  it('answers the bytes asked for, in the encoding asked for', () => {
    expect(randomToken(12, 'hex')).toMatch(/^[0-9a-f]{24}$/);
    expect(randomToken(32, 'base64url')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('never hands out the same bytes twice, across many refills of its pool', () => {
    // 20,000 tokens of 16 bytes: about 80 refills of the 4 KB pool. A byte handed out twice,
    // or a pool not refilled, would repeat a token.
    const tokens = Array.from({ length: 20_000 }, () => randomToken(16, 'hex'));
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  it('spreads its bytes over every value', () => {
    // 64 KB: each of the 256 byte values about 256 times; a stuck or zeroed pool would not be.
    const counts = new Array<number>(256).fill(0);
    for (let round = 0; round < 2048; round += 1) {
      for (const byte of Buffer.from(randomToken(32, 'hex'), 'hex')) {
        counts[byte] = (counts[byte] ?? 0) + 1;
      }
    }
    expect(Math.min(...counts)).toBeGreaterThan(150);
    expect(Math.max(...counts)).toBeLessThan(380);
  });

  it('refuses a size it cannot draw from one pool', () => {
    expect(() => randomToken(0, 'hex')).toThrow(RangeError);
    expect(() => randomToken(4097, 'hex')).toThrow(RangeError);
    expect(() => randomToken(1.5, 'hex')).toThrow(RangeError);
  });
});
