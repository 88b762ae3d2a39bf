import type {
  Stripe,
  StripeElements,
  StripeElementsOptionsMode,
  StripeExpressCheckoutElementConfirmEvent,
  StripeExpressCheckoutElementOptions,
} from '@stripe/stripe-js';
import type { Locale } from '#web/lib/locale.ts';
import type { CardPayer } from './card-form-handle.ts';
import type { WalletAuthorization } from './run-wallet-payment.ts';
import { stripeCardError } from './stripe-card-error.ts';

/**
 * Stripe's Express Checkout Element as the spec wants it (section 9: Apple Pay and Google Pay
 * only, at most 3 rows and 1 column), with the organisation as the label the wallet's sheet
 * shows, and the phone asked for only when the reminder needs one (docs/decisions/050). 'auto':
 * a wallet button appears only where the driver's device can pay with it; the card form is
 * always there below.
 */
export function expressCheckoutOptions({
  merchantName,
  phoneRequired,
}: {
  merchantName: string;
  phoneRequired: boolean;
}): StripeExpressCheckoutElementOptions {
  return {
    business: { name: merchantName },
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
    phoneNumberRequired: phoneRequired,
  };
}

/**
 * Elements without an intent yet (deferred mode): the amount is the server's pending payment's
 * total, never the browser's sum; 'manual' lets the first kind create a payment method from
 * the wallet for our server to confirm; cards only, as our intents allow (wallets pay by card).
 */
export function walletElementsOptions({
  amountMinor,
  currencyCode,
  locale,
}: {
  amountMinor: number;
  currencyCode: string;
  locale: Locale;
}): StripeElementsOptionsMode {
  return {
    mode: 'payment',
    amount: amountMinor,
    currency: currencyCode.toLowerCase(),
    paymentMethodCreation: 'manual',
    allowedPaymentMethodTypes: ['card'],
    locale: locale.startsWith('es') ? 'es' : 'en',
  };
}

/** The wallet as a card of runPayment: the two calls the card form's handle makes, on Elements. */
export function stripeWalletCard({
  stripe,
  elements,
}: {
  stripe: Stripe;
  elements: StripeElements;
}): CardPayer {
  return {
    createPaymentMethod: async () => {
      const { paymentMethod, error } = await stripe.createPaymentMethod({ elements });
      if (error || !paymentMethod) throw stripeCardError(error, 'Wallet error');
      return {
        paymentMethodId: paymentMethod.id,
        brand: paymentMethod.card?.brand ?? '',
        last4: paymentMethod.card?.last4 ?? '',
      };
    },
    confirmPayment: async ({ clientSecret }) => {
      const { paymentIntent, error } = await stripe.confirmPayment({
        elements,
        clientSecret,
        redirect: 'if_required',
      });
      if (error) throw stripeCardError(error, 'Wallet error');
      return { status: paymentIntent?.status ?? null };
    },
  };
}

/**
 * The element's `confirm` event: Elements first checks what the sheet collected
 * (`elements.submit()`, required before either call), then the wallet pays as a card would; the
 * sheet is told when it did not (`paymentFailed`), else Stripe closes it.
 */
export async function confirmStripeWallet({
  event,
  stripe,
  elements,
  onAuthorized,
}: {
  event: Pick<StripeExpressCheckoutElementConfirmEvent, 'paymentFailed' | 'billingDetails'>;
  stripe: Stripe;
  elements: StripeElements;
  onAuthorized: (wallet: WalletAuthorization) => Promise<boolean>;
}): Promise<void> {
  const submitted = await elements.submit();
  if (submitted.error) {
    event.paymentFailed({ reason: 'fail' });
    return;
  }
  const paid = await onAuthorized({
    card: stripeWalletCard({ stripe, elements }),
    phone: event.billingDetails?.phone ?? null,
  });
  if (!paid) event.paymentFailed({ reason: 'fail' });
}
