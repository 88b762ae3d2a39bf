import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { type Ref, useImperativeHandle, useState } from 'react';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import { CardFormError, type CardFormHandle } from '../lib/card-form-handle.ts';
import { stripeCardError } from '../lib/stripe-card-error.ts';
import './stripe-card-form.css';

/**
 * Stripe Elements for a place whose gateway is STRIPE: its own lazy chunk, so Stripe's library
 * (and js.stripe.com, which loadStripe injects) is fetched only on the payment step of such a
 * place. The server's CSP must allow js.stripe.com for this (docs/decisions/022).
 */
const stripeByKey = new Map<string, Promise<Stripe | null>>();
export function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let found = stripeByKey.get(publishableKey);
  if (!found) {
    found = loadStripe(publishableKey);
    stripeByKey.set(publishableKey, found);
  }
  return found;
}

export default function StripeCardForm({
  ref,
  publishableKey,
  onCompleteChange,
  onInput,
}: {
  ref: Ref<CardFormHandle>;
  publishableKey: string;
  onCompleteChange: (complete: boolean) => void;
  onInput: () => void;
}) {
  const { locale } = useI18n();
  return (
    <Elements
      stripe={stripeFor(publishableKey)}
      options={{ locale: locale.startsWith('es') ? 'es' : 'en' }}
    >
      <StripeCardFields ref={ref} onCompleteChange={onCompleteChange} onInput={onInput} />
    </Elements>
  );
}

function StripeCardFields({
  ref,
  onCompleteChange,
  onInput,
}: {
  ref: Ref<CardFormHandle>;
  onCompleteChange: (complete: boolean) => void;
  onInput: () => void;
}) {
  const { t } = useI18n();
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);

  useImperativeHandle(ref, () => {
    const parts = () => {
      const card = elements?.getElement(CardElement);
      if (!stripe || !card) throw new CardFormError('Stripe is not ready');
      return { stripe, card };
    };
    return {
      createPaymentMethod: async () => {
        const { stripe: client, card } = parts();
        const { paymentMethod, error } = await client.createPaymentMethod({ type: 'card', card });
        if (error || !paymentMethod) throw stripeCardError(error, 'Card error');
        return {
          paymentMethodId: paymentMethod.id,
          brand: paymentMethod.card?.brand ?? '',
          last4: paymentMethod.card?.last4 ?? '',
        };
      },
      confirmPayment: async ({ clientSecret }) => {
        const { stripe: client, card } = parts();
        const { paymentIntent, error } = await client.confirmCardPayment(clientSecret, {
          payment_method: { card },
        });
        if (error) throw stripeCardError(error, 'Card error');
        return { status: paymentIntent?.status ?? null };
      },
      clear: () => elements?.getElement(CardElement)?.clear(),
      focus: () => elements?.getElement(CardElement)?.focus(),
    };
  }, [stripe, elements]);

  return (
    <div className="card-form card-form--stripe">
      {!ready && <Spinner label={t('payment.card.loading')} />}
      <CardElement
        options={{ hidePostalCode: true, style: { base: { fontSize: '16px' } } }}
        onReady={() => setReady(true)}
        onChange={(event) => {
          onCompleteChange(event.complete);
          // A clear() reports an empty card: only the driver's own typing counts.
          if (!event.empty) onInput();
        }}
      />
    </div>
  );
}
