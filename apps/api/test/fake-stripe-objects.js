/** The objects of the fake Stripe API (fake-stripe-resources.ts), in Stripe's shapes. */
/** Stripe's states from which an intent may be canceled (processing too, rarely: not here). */
export const CANCELABLE = new Set([
  'requires_payment_method',
  'requires_capture',
  'requires_confirmation',
  'requires_action',
]);
export const CARDS = {
  pm_card_visa: { brand: 'visa', last4: '4242', outcome: 'ok' },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444', outcome: 'ok' },
  pm_card_chargeDeclined: { brand: 'visa', last4: '0002', outcome: 'decline' },
};
//# sourceMappingURL=fake-stripe-objects.js.map
