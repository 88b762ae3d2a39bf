import { describe, expect, it } from 'vitest';
import { formatPhoneNumber } from './phone-number.js';

describe('formatPhoneNumber', () => {
  it('groups a North American number 3-3-4, as the phone field writes it', () => {
    expect(formatPhoneNumber('+1 212 555 0100')).toBe('+1 (212) 555-0100');
    expect(formatPhoneNumber('+12125550100')).toBe('+1 (212) 555-0100');
    expect(formatPhoneNumber('212.555.0100')).toBe('(212) 555-0100');
  });

  it('leaves any other number as it was published', () => {
    expect(formatPhoneNumber('+34 910 000 000')).toBe('+34 910 000 000');
    expect(formatPhoneNumber('+1 212 555 0100 ext. 12')).toBe('+1 212 555 0100 ext. 12');
    expect(formatPhoneNumber('555 0100')).toBe('555 0100');
  });
});
