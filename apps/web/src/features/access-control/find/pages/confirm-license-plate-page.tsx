import { formatDateTime } from '@parking/domain/display';
import { isUuid } from '@parking/domain/vocabulary';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useAccessControlContext } from '#web/features/access-control/access-control-context.ts';
import { NotFoundNote } from '#web/features/access-control/components/status-note.tsx';
import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import { Link, useLocation, useSearchParams } from '#web/lib/router/router.tsx';
import { useStaySession } from '../api/get-stay-session.ts';
import { FindRetry } from '../components/find-retry.tsx';
import type { PickedStayState } from '../components/stay-list.tsx';
import '../find.css';

/**
 * confirm-license-plate?sessionId (spec section 2): the stay picked from a list, to confirm
 * before its details: the plate as the list showed it (masked) and the entry time. Reached by
 * a refresh without the list's state, it asks the API for the stay.
 */
export default function ConfirmLicensePlatePage() {
  const { t, locale } = useI18n();
  const { customerId, home, lot } = useAccessControlContext();
  const sessionId = useSearchParams()[0].get('sessionId') ?? '';
  const picked = useLocation().state as PickedStayState | null;
  const valid = isUuid(sessionId);
  const query = useStaySession(customerId, sessionId, { enabled: valid && !picked });

  if (!valid)
    return (
      <NotFoundNote
        title={t('accessControl.find.stay_not_found_title')}
        home={home}
        block={false}
      />
    );
  if (!picked && query.error && !query.data) {
    return <FindRetry query={query} />;
  }
  const stay =
    picked ??
    (query.data && {
      licensePlateMasked: query.data.credential?.localIdentifier ?? null,
      actualStart: query.data.actualStart,
    });
  if (!stay) return <Spinner label={t('common.loading')} />;
  const timeZone = query.data?.place.timezone ?? lot?.timezone ?? 'UTC';
  const plateId = picked?.plateId;
  return (
    <div className="stack">
      <h1 className="ac-title">{t('accessControl.find.confirm_title')}</h1>
      <dl className="card ac-details">
        <div className="ac-details__row">
          <dt>{t('accessControl.find.plate_label')}</dt>
          <dd className="ac-plate">
            {stay.licensePlateMasked ?? t('accessControl.find.plate_unread')}
          </dd>
        </div>
        <div className="ac-details__row">
          <dt>{t('accessControl.find.entry')}</dt>
          <dd>{formatDateTime(new Date(stay.actualStart), { locale, timeZone })}</dd>
        </div>
      </dl>
      <Link
        className="button button--primary button--block"
        to={`${home}/stay-details?sessionId=${encodeURIComponent(sessionId)}`}
      >
        {t('accessControl.find.confirm_yes')}
      </Link>
      <Link
        className="button button--secondary button--block"
        to={
          plateId
            ? `${home}/edit-license-plate?plateId=${encodeURIComponent(plateId)}`
            : `${home}/edit-license-plate`
        }
      >
        {t('accessControl.find.confirm_no')}
      </Link>
    </div>
  );
}
