import { Elements, ExpressCheckoutElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { useState } from 'react';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import type { WalletAuthorization } from '../lib/run-wallet-payment.ts';
import {
  confirmStripeWallet,
  expressCheckoutOptions,
  walletElementsOptions,
} from '../lib/stripe-wallet.ts';
import { stripeFor } from './stripe-card-form.tsx';

/**
 * Apple Pay and Google Pay through Stripe's Express Checkout Element (docs/decisions/050): its
 * own lazy chunk beside the card form's, mounted only on the payment step of a Stripe place.
 * Elements runs without an intent (deferred mode) on the server's pending amount; when that
 * changes (another rate, a renewal) Elements is updated by react-stripe-js.
 */
export default function StripeExpressCheckout({
  publishableKey,
  amountMinor,
  currencyCode,
  merchantName,
  phoneRequired,
  enabled,
  onAuthorized,
  onReady,
}: {
  publishableKey: string;
  amountMinor: number;
  currencyCode: string;
  merchantName: string;
  phoneRequired: boolean;
  enabled: boolean;
  onAuthorized: (wallet: WalletAuthorization) => Promise<boolean>;
  /** The buttons have their height (or turned out to be none). */
  onReady: () => void;
}) {
  const { locale } = useI18n();
  return (
    <Elements
      stripe={stripeFor(publishableKey)}
      options={walletElementsOptions({ amountMinor, currencyCode, locale })}
    >
      <StripeWalletButtons
        merchantName={merchantName}
        phoneRequired={phoneRequired}
        enabled={enabled}
        onAuthorized={onAuthorized}
        onReady={onReady}
      />
    </Elements>
  );
}

function StripeWalletButtons({
  merchantName,
  phoneRequired,
  enabled,
  onAuthorized,
  onReady,
}: {
  merchantName: string;
  phoneRequired: boolean;
  enabled: boolean;
  onAuthorized: (wallet: WalletAuthorization) => Promise<boolean>;
  onReady: () => void;
}) {
  const { t } = useI18n();
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  return (
    <div className="wallet-frame">
      {!ready && <Spinner label={t('payment.wallet.loading')} />}
      <ExpressCheckoutElement
        options={expressCheckoutOptions({ merchantName, phoneRequired })}
        onReady={() => {
          setReady(true);
          onReady();
        }}
        onLoadError={onReady}
        // A wallet sheet opened while the plate is missing or a payment runs would pay for
        // nothing the server can finish: refuse the click, as the Pay button is disabled.
        onClick={(event) => (enabled ? event.resolve() : event.reject())}
        onConfirm={(event) => {
          if (!stripe || !elements) return event.paymentFailed({ reason: 'fail' });
          void confirmStripeWallet({ event, stripe, elements, onAuthorized });
        }}
      />
    </div>
  );
}
