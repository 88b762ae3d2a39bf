import type { ReactNode } from 'react';
import { isUnknownIdError } from '#web/lib/api-client.ts';
import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import type { QueryResult } from '#web/lib/query.ts';
import { RetryAlert } from './retry-alert.tsx';

/**
 * What a page shows for the record its link names (a session, a booking, a permit): the
 * `notFound` content for a malformed id (`valid` false) or one the API does not know (404, or
 * 400 for an id it cannot read); a retry for any other failure while nothing was loaded yet;
 * `loading` until the answer; then `children` with it.
 */
export function DataGate<T>({
  query,
  valid = true,
  notFound,
  loading,
  children,
}: {
  query: Pick<QueryResult<T>, 'data' | 'error' | 'refetch'>;
  valid?: boolean;
  notFound: ReactNode;
  loading: ReactNode;
  children: (data: T, refetch: () => Promise<void>) => ReactNode;
}) {
  const { t } = useI18n();
  if (!valid || isUnknownIdError(query.error)) return <>{notFound}</>;
  if (query.error && query.data === undefined) {
    return (
      <RetryAlert
        title={t('errors.load_failed_title')}
        titleAs="h1"
        description={t('errors.load_failed_description')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (query.data === undefined) return <>{loading}</>;
  return <>{children(query.data, query.refetch)}</>;
}
