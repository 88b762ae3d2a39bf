import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { describe, expect, it, vi } from 'vitest';
import { CardFormError } from './card-form-handle.ts';
import {
  confirmStripeWallet,
  expressCheckoutOptions,
  stripeWalletCard,
  walletElementsOptions,
} from './stripe-wallet.ts';

/**
 * Stripe.js cannot be reached offline: these fake it at the SDK's boundary (the `Stripe` and
 * `StripeElements` objects), the only place the Express Checkout adapter touches it. The sandbox
 * wallet, which goes through the same form code, is tested end to end in the browser
 * (e2e/express-checkout.test.ts).
 */
function fakeStripe(overrides: Partial<Record<'createPaymentMethod' | 'confirmPayment', unknown>>) {
  const calls: unknown[] = [];
  const stripe = {
    createPaymentMethod: vi.fn(async (options: unknown) => {
      calls.push(['createPaymentMethod', options]);
      return (
        overrides.createPaymentMethod ?? {
          paymentMethod: { id: 'pm_wallet', card: { brand: 'visa', last4: '4242' } },
        }
      );
    }),
    confirmPayment: vi.fn(async (options: unknown) => {
      calls.push(['confirmPayment', options]);
      return overrides.confirmPayment ?? { paymentIntent: { status: 'succeeded' } };
    }),
  } as unknown as Stripe;
  const elements = {
    submit: vi.fn(async () => {
      calls.push(['submit']);
      return {};
    }),
  } as unknown as StripeElements;
  return { stripe, elements, calls };
}

describe('expressCheckoutOptions', () => {
  it('shows Apple Pay and Google Pay only, in at most 3 rows of 1 column, as the organisation', () => {
    expect(
      expressCheckoutOptions({ merchantName: 'Demo Parking Co', phoneRequired: true }),
    ).toEqual({
      business: { name: 'Demo Parking Co' },
      paymentMethods: {
        applePay: 'auto',
        googlePay: 'auto',
        link: 'never',
        paypal: 'never',
        amazonPay: 'never',
        klarna: 'never',
      },
      layout: { maxRows: 3, maxColumns: 1, overflow: 'never' },
      buttonHeight: 48,
      phoneNumberRequired: true,
    });
    expect(
      expressCheckoutOptions({ merchantName: 'X', phoneRequired: false }).phoneNumberRequired,
    ).toBe(false);
  });
});

describe('walletElementsOptions', () => {
  it("runs Elements without an intent on the server's amount, cards only", () => {
    expect(
      walletElementsOptions({ amountMinor: 335, currencyCode: 'USD', locale: 'es-ES' }),
    ).toEqual({
      mode: 'payment',
      amount: 335,
      currency: 'usd',
      paymentMethodCreation: 'manual',
      allowedPaymentMethodTypes: ['card'],
      locale: 'es',
    });
  });
});

describe('stripeWalletCard', () => {
  it('first kind: a payment method from the Elements the wallet filled', async () => {
    const { stripe, elements, calls } = fakeStripe({});
    const method = await stripeWalletCard({ stripe, elements }).createPaymentMethod();
    expect(method).toEqual({ paymentMethodId: 'pm_wallet', brand: 'visa', last4: '4242' });
    expect(calls).toEqual([['createPaymentMethod', { elements }]]);
  });

  it('second kind: confirms the intent with its client secret, redirecting only if required', async () => {
    const { stripe, elements, calls } = fakeStripe({});
    const confirmed = await stripeWalletCard({ stripe, elements }).confirmPayment({
      intentId: 'pi_1',
      clientSecret: 'pi_1_secret_x',
    });
    expect(confirmed).toEqual({ status: 'succeeded' });
    expect(calls).toEqual([
      ['confirmPayment', { elements, clientSecret: 'pi_1_secret_x', redirect: 'if_required' }],
    ]);
  });

  it("turns Stripe's errors into card form errors ('Payment failed')", async () => {
    const declined = { error: { message: 'Your card was declined.' } };
    const { stripe, elements } = fakeStripe({
      createPaymentMethod: declined,
      confirmPayment: declined,
    });
    const card = stripeWalletCard({ stripe, elements });
    await expect(card.createPaymentMethod()).rejects.toEqual(
      new CardFormError('Your card was declined.'),
    );
    await expect(card.confirmPayment({ intentId: 'pi', clientSecret: 's' })).rejects.toBeInstanceOf(
      CardFormError,
    );
  });
});

describe('confirmStripeWallet', () => {
  it("submits Elements, then pays with the wallet's card and phone", async () => {
    const { stripe, elements, calls } = fakeStripe({});
    const paymentFailed = vi.fn();
    const onAuthorized = vi.fn(async (wallet: { card: unknown; phone: string | null }) => {
      calls.push(['authorized', wallet.phone]);
      return true;
    });
    await confirmStripeWallet({
      event: {
        paymentFailed,
        billingDetails: {
          name: 'A',
          email: '',
          phone: '+12125550123',
          address: undefined as never,
        },
      },
      stripe,
      elements,
      onAuthorized,
    });
    expect(calls).toEqual([['submit'], ['authorized', '+12125550123']]);
    expect(paymentFailed).not.toHaveBeenCalled();
  });

  it('tells the sheet the payment failed, and pays nothing when Elements refuses', async () => {
    const { stripe, elements } = fakeStripe({});
    const paymentFailed = vi.fn();
    await confirmStripeWallet({
      event: { paymentFailed },
      stripe,
      elements,
      onAuthorized: async () => false,
    });
    expect(paymentFailed).toHaveBeenCalledWith({ reason: 'fail' });

    const refusing = {
      submit: vi.fn(async () => ({ error: { message: 'Incomplete' } })),
    } as unknown as StripeElements;
    const onAuthorized = vi.fn(async () => true);
    const failedAgain = vi.fn();
    await confirmStripeWallet({
      event: { paymentFailed: failedAgain },
      stripe,
      elements: refusing,
      onAuthorized,
    });
    expect(onAuthorized).not.toHaveBeenCalled();
    expect(failedAgain).toHaveBeenCalledWith({ reason: 'fail' });
  });
});
