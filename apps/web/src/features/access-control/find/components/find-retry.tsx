import { RetryAlert } from '#web/components/ui/retry-alert.tsx';
import { isApiError } from '#web/lib/api-client.ts';
import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';

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
    <RetryAlert
      title={limited ? t('accessControl.find.error_rate_limited') : t('errors.load_failed_title')}
      titleAs="p"
      onRetry={() => void query.refetch()}
    />
  );
}
