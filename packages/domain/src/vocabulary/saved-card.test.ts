import { describe, expect, it } from 'vitest';
import { savedCardIdOf, savedCardMethodId } from './saved-card.js';

describe('saved card payment method ids', () => {
  const id = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';
  it('round-trips our id', () => {
    expect(savedCardIdOf(savedCardMethodId(id))).toBe(id);
  });
  it('reads no saved card in a processor payment method or a malformed id', () => {
    expect(savedCardIdOf('pm_card_visa')).toBeNull();
    expect(savedCardIdOf('saved_card_pm_card_visa')).toBeNull();
    expect(savedCardIdOf(`saved_card_${id}x`)).toBeNull();
  });
});
