import type { Resume } from '@parking/domain/contracts';
import type { ReactNode } from 'react';
import { LoadingOverlay } from '../../../components/ui/loading-overlay.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useI18n } from '../../../lib/i18n/i18n-provider.tsx';
import { isWellFormedRef, type ResumeRef, useResume } from '../api/get-resume.ts';
import { TransientNotFound } from './transient-not-found.tsx';
import '../../../components/ui/alert.css';

/**
 * Loads a session for the summary and the paid ticket: a malformed id or one the API does not
 * know (404, or 400 for an id it cannot read) is the not-found page; other failures offer a retry.
 */
export function ResumeGate({
  placeId,
  resumeRef,
  loadingLabel,
  children,
}: {
  placeId: string;
  resumeRef: ResumeRef | null;
  loadingLabel: string;
  children: (resume: Resume) => ReactNode;
}) {
  const { t } = useI18n();
  const valid = resumeRef !== null && isWellFormedRef(resumeRef);
  const query = useResume(placeId, resumeRef ?? { assignedRightId: '' }, { enabled: valid });
  const missing =
    isApiError(query.error) && (query.error.status === 404 || query.error.status === 400);
  if (!valid || missing) return <TransientNotFound placeId={placeId} />;
  if (query.error) {
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
  return <>{children(query.data)}</>;
}
