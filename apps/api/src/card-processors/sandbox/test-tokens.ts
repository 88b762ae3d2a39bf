import type { CardBehaviour, CardBrand } from './card-rules.js';

/**
 * Payment methods that exist without a browser, like Stripe's test tokens: server-side tests and
 * scripts confirm with them. Their cards are the test cards of demo-ids.json.
 */
export const SANDBOX_TEST_TOKENS: Record<
  string,
  { brand: CardBrand; last4: string; behaviour: CardBehaviour }
> = {
  pm_card_visa: { brand: 'visa', last4: '4242', behaviour: 'succeed' },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444', behaviour: 'succeed' },
  pm_card_chargeDeclined: { brand: 'visa', last4: '0002', behaviour: 'decline' },
  pm_card_slow: { brand: 'visa', last4: '3220', behaviour: 'slow' },
};
