import type { PermitInfo } from '@parking/domain/contracts';
import { isUuid } from '@parking/domain/vocabulary';
import type { ReactNode } from 'react';
import { LoadingOverlay } from '../../../components/ui/loading-overlay.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useI18n } from '../../../lib/i18n/i18n-provider.tsx';
import { usePermitInfo } from '../api/get-permit-info.ts';
import { usePermitContext } from '../permit-context.ts';
import { PermitNotFound } from './permit-not-found.tsx';
import '../../../components/ui/alert.css';

/**
 * Loads a permit for its summary and its paid ticket: a malformed id or one the API does not
 * know at this place (404, or 400) is the not-found page; other failures offer a retry.
 */
export function PermitGate({
  assignedRightId,
  loadingLabel,
  children,
}: {
  assignedRightId: string;
  loadingLabel: string;
  children: (permit: PermitInfo, refetch: () => Promise<void>) => ReactNode;
}) {
  const { t } = useI18n();
  const { placeId } = usePermitContext();
  const valid = isUuid(assignedRightId);
  const query = usePermitInfo(placeId, assignedRightId, { enabled: valid });
  const missing =
    isApiError(query.error) && (query.error.status === 404 || query.error.status === 400);
  if (!valid || missing) return <PermitNotFound />;
  if (query.error && !query.data) {
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
  if (!query.data) return <LoadingOverlay label={loadingLabel} />;
  return <>{children(query.data, query.refetch)}</>;
}
