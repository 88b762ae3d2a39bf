import { Spinner } from '#web/components/ui/spinner.tsx';
import { useAccessControlContext } from '#web/features/access-control/access-control-context.ts';
import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import { Link, Navigate, useSearchParams } from '#web/lib/router/router.tsx';
import { useSimilarStays } from '../api/get-similar-stays.ts';
import { FindRetry } from '../components/find-retry.tsx';
import { MissActions } from '../components/miss-actions.tsx';
import { StayList } from '../components/stay-list.tsx';
import { FIRST_LIST_SIZE } from '../lib/paging.ts';
import '../find.css';

/**
 * similar-license-plates?plateId (spec sections 2 and 9): a missed plate's three nearest
 * look-alikes among the open stays; more in pages of six; none at all is 'License plate not
 * found. Enter again.'
 */
export default function SimilarLicensePlatesPage() {
  const { t } = useI18n();
  const { customerId, home } = useAccessControlContext();
  const plateId = (useSearchParams()[0].get('plateId') ?? '').trim();
  const query = useSimilarStays({ customerId, plateId, take: FIRST_LIST_SIZE, skip: 0 });
  const notFound = `${home}/license-plate-not-found?plateId=${encodeURIComponent(plateId)}`;

  if (!plateId) return <Navigate to={home} replace />;
  if (query.error && !query.data) return <FindRetry query={query} />;
  if (!query.data) return <Spinner label={t('accessControl.find.searching_similar')} />;
  if (query.data.data.length === 0) return <Navigate to={notFound} replace />;
  return (
    <div className="stack">
      <h1 className="ac-title">{t('accessControl.find.similar_title')}</h1>
      <p className="muted">{t('accessControl.find.similar_intro', { plate: plateId })}</p>
      <StayList stays={query.data.data} plateId={plateId} />
      {query.data.totalPages > 1 && (
        <Link
          className="button button--secondary button--block"
          to={`${home}/more-similar-license-plates?plateId=${encodeURIComponent(plateId)}`}
        >
          {t('accessControl.find.more_similar')}
        </Link>
      )}
      <MissActions plateId={plateId} />
    </div>
  );
}
