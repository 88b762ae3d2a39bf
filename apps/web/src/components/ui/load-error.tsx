import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import './load-error.css';

/** A failed load (spec section 4: error flag set, no data shown), with a way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useI18n();
  return (
    <main className="app-column app-column--center load-error">
      <h1 className="load-error__title">{t('errors.load_failed_title')}</h1>
      <p>{t('errors.load_failed_description')}</p>
      <p className="load-error__detail">{message}</p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </main>
  );
}
