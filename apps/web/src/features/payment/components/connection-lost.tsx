import { useEffect, useRef } from 'react';
import { AlertIcon } from '#web/components/ui/icons.tsx';
import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import '#web/components/ui/alert.css';
import './connection-lost.css';

/**
 * The connection dropped before the payment's answer came (docs/decisions/064): said in words,
 * with a retry that repeats the very same call (same pending payment, intent and payment
 * method), which the server counts once: a retry never charges twice. It takes the place of the
 * pay button, so focus moves to its own button rather than to nowhere.
 */
export function ConnectionLost({ onRetry }: { onRetry: () => void }) {
  const { t } = useI18n();
  const retry = useRef<HTMLButtonElement>(null);
  useEffect(() => retry.current?.focus(), []);
  return (
    <div className="alert alert--warning" role="alert">
      <AlertIcon className="alert__icon" />
      <div>
        <p className="alert__title alert__label">{t('payment.connection_lost.title')}</p>
        <p>{t('payment.connection_lost.description')}</p>
        <button
          ref={retry}
          type="button"
          className="button button--primary button--block connection-lost__retry"
          onClick={onRetry}
        >
          {t('payment.connection_lost.retry')}
        </button>
      </div>
    </div>
  );
}
