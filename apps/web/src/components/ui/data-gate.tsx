import type { ReactNode } from 'react';
import { isApiError } from '#web/lib/api-client.ts';
import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import type { QueryResult } from '#web/lib/query.ts';
import './alert.css';

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
  const missing =
    isApiError(query.error) && (query.error.status === 404 || query.error.status === 400);
  if (!valid || missing) return <>{notFound}</>;
  if (query.error && query.data === undefined) {
    return (
      <div className="alert alert--danger" role="alert">
        <div>
          <h1 className="alert__title">{t('errors.load_failed_title')}</h1>
          <p>{t('errors.load_failed_description')}</p>
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
  if (query.data === undefined) return <>{loading}</>;
  return <>{children(query.data, query.refetch)}</>;
}
