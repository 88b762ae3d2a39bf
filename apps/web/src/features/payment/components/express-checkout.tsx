import type { CardProviderInfo } from '@parking/domain/contracts';
import { formatMoney } from '@parking/domain/display';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import type { CardKind } from '../lib/card-kind.ts';
import {
  type PayWith,
  payByWallet,
  type ReminderChoice,
  type WalletAuthorization,
  walletPhoneWanted,
} from '../lib/run-wallet-payment.ts';
import { stripePublishableKey, walletExpected } from '../lib/stripe-key.ts';
import { SandboxWallet } from './sandbox-wallet.tsx';
import '#web/components/ui/form.css';
import './express-checkout.css';

const StripeExpressCheckout = lazy(() => import('./stripe-express-checkout.tsx'));

/** How long the card form waits for a wallet that does not load before it shows anyway. */
const WALLET_WAIT_MS = 4000;

/**
 * Express checkout above the card form (spec section 9; docs/decisions/050): Apple Pay and
 * Google Pay through Stripe's Express Checkout Element on Stripe places, the sandbox's test
 * wallet elsewhere. Confirming a wallet's sheet runs the same payment as the Pay button, with the
 * wallet as the card; its own chunk, loaded with the payment step.
 */
export default function ExpressCheckout({
  info,
  kind,
  payment,
  plateUsable,
  reminder,
  pay,
  onSettled,
}: {
  info: CardProviderInfo;
  kind: CardKind;
  /** The server's pending payment: the amount the wallet's sheet shows. */
  payment: { totalMinor: number; currencyCode: string } | null;
  plateUsable: boolean;
  reminder: ReminderChoice;
  /** The form's payment; null while it cannot pay (the Pay button's rule less card and phone). */
  pay: PayWith | null;
  /**
   * The wallet is shown at its height, there is none, or it is late: what comes below (the card
   * form) may show now without being pushed down under a driver's finger.
   */
  onSettled: () => void;
}) {
  const { t, locale } = useI18n();
  // The last amount the server gave, kept while the next one is on its way (button disabled).
  const last = useRef(payment);
  if (payment) last.current = payment;
  const amount = last.current;
  const phoneRequired = walletPhoneWanted(reminder);

  const stripeKey = stripePublishableKey(info, kind);
  const walletWanted = walletExpected(info, kind);
  const [walletReady, setWalletReady] = useState(false);
  const settled = useRef(onSettled);
  useEffect(() => {
    settled.current = onSettled;
  });
  useEffect(() => {
    if (!walletWanted || walletReady) {
      settled.current();
      return;
    }
    const timer = setTimeout(() => settled.current(), WALLET_WAIT_MS);
    return () => clearTimeout(timer);
  }, [walletWanted, walletReady]);
  const onWalletReady = () => setWalletReady(true);

  const enabled = pay !== null;
  const onAuthorized = (wallet: WalletAuthorization): Promise<boolean> =>
    pay ? payByWallet(pay, wallet, reminder) : Promise.resolve(false);

  let wallet: ReactNode = null;
  if (info.gateway === 'STRIPE') {
    if (stripeKey && amount) {
      wallet = (
        <Suspense fallback={<Spinner label={t('payment.wallet.loading')} />}>
          <StripeExpressCheckout
            publishableKey={stripeKey}
            amountMinor={amount.totalMinor}
            currencyCode={amount.currencyCode}
            merchantName={info.merchantName}
            phoneRequired={phoneRequired}
            enabled={enabled}
            onAuthorized={onAuthorized}
            onReady={onWalletReady}
          />
        </Suspense>
      );
    }
  } else if (info.walletUrl) {
    wallet = (
      <SandboxWallet
        walletUrl={info.walletUrl}
        kind={kind === 'CARD_INTENT' ? 'intent' : 'client-secret'}
        configuration={{
          enabled: enabled && amount !== null,
          amountMinor: amount?.totalMinor ?? 0,
          currencyCode: amount?.currencyCode ?? 'USD',
          amountText: amount
            ? formatMoney({
                amountMinor: amount.totalMinor,
                currencyCode: amount.currencyCode,
                locale,
              })
            : '',
          merchantName: info.merchantName,
          phoneRequired,
        }}
        onAuthorized={onAuthorized}
        onReady={onWalletReady}
      />
    );
  }
  if (!wallet) return null;
  return (
    <div className="express-checkout">
      {wallet}
      {!plateUsable && <p className="field__hint">{t('payment.wallet.plate_needed')}</p>}
      <p className="express-checkout__or">{t('payment.wallet.or_card')}</p>
    </div>
  );
}
