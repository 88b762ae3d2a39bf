import { describe, expect, it } from 'vitest';
import { isEmail } from './email.ts';

describe('isEmail', () => {
  it('accepts ordinary addresses', () => {
    expect(isEmail('ana@example.com')).toBe(true);
    expect(isEmail(' ana.lopez+parking@mail.example.es ')).toBe(true);
  });

  it('refuses typing slips', () => {
    for (const value of [
      '',
      'ana',
      'ana@',
      '@example.com',
      'ana@example',
      'ana @example.com',
      'ana@@example.com',
      'ana@example..com',
    ]) {
      expect(isEmail(value), value).toBe(false);
    }
  });
});
