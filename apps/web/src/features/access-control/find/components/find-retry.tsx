import { isApiError } from '#web/lib/api-client.ts';
import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import '#web/components/ui/alert.css';

/**
 * A list that did not load: why, in the visitor's language, and a retry. Too many searches (429)
 * say so, since retrying at once would not help.
 */
export function FindRetry({
  query,
}: {
  query: { error: Error | null; refetch: () => Promise<void> };
}) {
  const { t } = useI18n();
  const limited = isApiError(query.error) && query.error.status === 429;
  return (
    <div className="alert alert--danger" role="alert">
      <div>
        <p className="alert__title">
          {limited ? t('accessControl.find.error_rate_limited') : t('errors.load_failed_title')}
        </p>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void query.refetch()}
        >
          {t('common.retry')}
        </button>
      </div>
    </div>
  );
}
