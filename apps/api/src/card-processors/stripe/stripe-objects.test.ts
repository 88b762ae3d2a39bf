import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { toIntent } from './stripe-objects.js';

/**
 * Apple Pay and Google Pay pay by card (docs/decisions/050): Stripe reports a wallet's charge as
 * a card charge whose details name the wallet, so the adapter reads the same brand and last four
 * digits the ticket shows for a typed card.
 */
describe('toIntent of a wallet payment', () => {
  it.each(['apple_pay', 'google_pay'])('takes the card of a %s charge', (wallet) => {
    const intent = {
      id: 'pi_wallet',
      object: 'payment_intent',
      status: 'succeeded',
      amount: 335,
      currency: 'usd',
      metadata: { pendingPaymentId: 'p1' },
      last_payment_error: null,
      latest_charge: {
        id: 'ch_wallet',
        object: 'charge',
        payment_method_details: {
          type: 'card',
          card: { brand: 'visa', last4: '4242', wallet: { type: wallet } },
        },
      },
    } as unknown as Stripe.PaymentIntent;
    expect(toIntent(intent)).toEqual({
      intentId: 'pi_wallet',
      status: 'succeeded',
      amountMinor: 335,
      currencyCode: 'USD',
      card: { brand: 'visa', last4: '4242' },
      lastError: null,
      lastErrorCode: null,
      metadata: { pendingPaymentId: 'p1' },
    });
  });
});
