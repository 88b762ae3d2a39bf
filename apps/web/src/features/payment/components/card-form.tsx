import type { CardProviderInfo } from '@parking/domain/contracts';
import { lazy, type Ref, Suspense } from 'react';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import type { CardFormHandle } from '../lib/card-form-handle.ts';
import type { CardKind } from '../lib/card-kind.ts';
import { stripePublishableKey } from '../lib/stripe-key.ts';
import { SandboxCardForm } from './sandbox-card-form.tsx';
import '#web/components/ui/alert.css';
import './card-form.css';

const StripeCardForm = lazy(() => import('./stripe-card-form.tsx'));

/** The card fields of the place's processor: the sandbox iframe, or Stripe Elements. */
export function CardForm({
  ref,
  info,
  kind,
  onCompleteChange,
  onInput,
}: {
  ref: Ref<CardFormHandle>;
  info: CardProviderInfo;
  kind: CardKind;
  onCompleteChange: (complete: boolean) => void;
  /** The driver typed a card (activity the page cannot see: decision 046). */
  onInput: () => void;
}) {
  const { t } = useI18n();
  if (info.gateway === 'STRIPE') {
    const key = stripePublishableKey(info, kind);
    if (!key) return <CardFormUnavailable />;
    return (
      <Suspense fallback={<Spinner label={t('payment.card.loading')} />}>
        <StripeCardForm
          ref={ref}
          publishableKey={key}
          onCompleteChange={onCompleteChange}
          onInput={onInput}
        />
      </Suspense>
    );
  }
  if (!info.cardFormUrl) return <CardFormUnavailable />;
  return (
    <SandboxCardForm
      ref={ref}
      cardFormUrl={info.cardFormUrl}
      kind={kind === 'CARD_INTENT' ? 'intent' : 'client-secret'}
      onCompleteChange={onCompleteChange}
      onInput={onInput}
    />
  );
}

function CardFormUnavailable() {
  const { t } = useI18n();
  return (
    <p className="alert alert--danger" role="alert">
      {t('payment.card.unavailable')}
    </p>
  );
}
