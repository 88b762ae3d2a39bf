import { describe, expect, it } from 'vitest';
import { ERROR_STATUS, PAYMENT_MESSAGES } from '../vocabulary/index.js';
import { SPEC_VALIDATION_CODES, specValidationCode } from './spec-validation.js';

describe('the spec validation messages (decision 077)', () => {
  it('gives every spec validation message its own 400 code', () => {
    const codes = Object.values(SPEC_VALIDATION_CODES);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(ERROR_STATUS[code]).toBe(400);
    expect(specValidationCode(PAYMENT_MESSAGES.externalIdMissing)).toBe('EXTERNAL_ID_MISSING');
    expect(specValidationCode('must be a UUID')).toBeNull();
    expect(specValidationCode('constructor')).toBeNull();
    expect(specValidationCode(undefined)).toBeNull();
  });
});
