import type { CardProviderInfo } from '@parking/domain/contracts';
import { type Ref, useId } from 'react';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import type { CardFormHandle } from '../lib/card-form-handle.ts';
import type { CardKind } from '../lib/card-kind.ts';
import { declineTextKey } from '../lib/decline-reason.ts';
import { CardBrands } from './card-brands.tsx';
import { CardForm } from './card-form.tsx';

/**
 * The card fields with what they lack said beside them (decision 046): a hint while the card is
 * incomplete, and after a decline the processor's reason in words, which stays until the
 * driver types another card. While `held` (the wallet above has no height yet), the form loads
 * laid out but unseen behind its spinner, so it cannot be tapped and then move under the finger.
 */
export function CardFieldset({
  ref,
  held,
  hidden,
  info,
  infoFailed,
  kind,
  incomplete,
  declineReason,
  onCompleteChange,
  onInput,
}: {
  ref: Ref<CardFormHandle>;
  held: boolean;
  hidden: boolean;
  info: CardProviderInfo | undefined;
  infoFailed: boolean;
  kind: CardKind;
  incomplete: boolean;
  declineReason: string | null;
  onCompleteChange: (complete: boolean) => void;
  onInput: () => void;
}) {
  const { t } = useI18n();
  const messageId = useId();
  const message = declineReason
    ? t(declineTextKey(declineReason))
    : info && incomplete
      ? t('payment.missing.card')
      : null;
  return (
    <fieldset
      className="field card-fieldset"
      hidden={hidden}
      aria-describedby={message ? messageId : undefined}
    >
      <legend className="field__label">{t('payment.card.title')}</legend>
      <CardBrands />
      {info ? (
        <div className="card-fieldset__form">
          {/* inert: no tap or Tab reaches a form not seen yet; opacity, not visibility, since
              Chromium stops laying out a hidden cross-origin frame, which then never loads. */}
          <div className={held ? 'card-fieldset__held' : undefined} inert={held}>
            <CardForm
              ref={ref}
              info={info}
              kind={kind}
              onCompleteChange={onCompleteChange}
              onInput={onInput}
            />
          </div>
          {held && <Spinner label={t('payment.card.loading')} />}
        </div>
      ) : infoFailed ? (
        <p className="alert alert--danger" role="alert">
          {t('payment.card.unavailable')}
        </p>
      ) : (
        <Spinner label={t('payment.card.loading')} />
      )}
      {message && (
        <p id={messageId} className={declineReason ? 'field__error' : 'field__hint'}>
          {message}
        </p>
      )}
    </fieldset>
  );
}
