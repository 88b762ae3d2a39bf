import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ERROR_STATUS, isErrorCode } from './error-codes.js';

describe('the error catalogue (decision 077)', () => {
  it('has each code once, in SCREAMING_SNAKE, with a 4xx or 5xx status', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    // Unique even ignoring case and underscores: no two codes a reader would take for one.
    const squashed = ERROR_CODES.map((code) => code.replaceAll('_', '').toLowerCase());
    expect(new Set(squashed).size).toBe(ERROR_CODES.length);
    for (const code of ERROR_CODES) {
      expect(code).toMatch(/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/);
      expect(ERROR_STATUS[code]).toBeGreaterThanOrEqual(400);
      expect(ERROR_STATUS[code]).toBeLessThan(600);
    }
  });

  it('says which strings are codes of ours', () => {
    expect(isErrorCode('PAYMENT_EXPIRED')).toBe(true);
    expect(isErrorCode('payment_expired')).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode(402)).toBe(false);
  });
});
