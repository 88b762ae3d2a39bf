import { useEffect } from 'react';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useAccessControlContext } from '#web/features/access-control/access-control-context.ts';
import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import { Link, useNavigate, useParams } from '#web/lib/router/router.tsx';
import { useStayOrderByExternal } from '../api/get-stay-order-by-external.ts';
import '#web/components/ui/alert.css';
import '#web/features/access-control/find/find.css';

/**
 * external-summary/{externalId} (spec section 2): where a card processor's payment of a stay
 * lands, by the processor's id. The order may not be recorded yet (the webhook after the
 * redirect): asked again on 404 with growing pauses, then this address is replaced by the
 * ticket's own, ticket-paid-v1/{orderId}, so a refresh or Back does not wait again.
 */
export default function ExternalSummaryPage() {
  const { t } = useI18n();
  const { customerId, home } = useAccessControlContext();
  const externalId = useParams().externalId ?? '';
  const navigate = useNavigate();
  const query = useStayOrderByExternal(customerId, externalId);
  const orderId = query.data?.orderId;

  useEffect(() => {
    if (orderId) {
      navigate(`${home}/ticket-paid-v1/${encodeURIComponent(orderId)}`, { replace: true });
    }
  }, [orderId, home, navigate]);

  if (query.error && !query.data) {
    return (
      <div className="stack">
        <h1 className="ac-title">{t('accessControl.order.external_missing_title')}</h1>
        <p>{t('accessControl.order.external_missing_text')}</p>
        <button
          type="button"
          className="button button--primary button--block"
          disabled={query.isFetching}
          onClick={() => void query.refetch()}
        >
          {t('common.retry')}
        </button>
        <Link className="button button--secondary button--block" to={home}>
          {t('accessControl.find.search_again')}
        </Link>
      </div>
    );
  }
  return (
    <div className="stack" aria-busy="true">
      <h1 className="ac-title">{t('accessControl.order.confirming_title')}</h1>
      <p>{t('accessControl.order.confirming_text')}</p>
      <Spinner label={t('accessControl.stay.checking')} />
    </div>
  );
}
