import type { SimilarStay } from '@parking/domain/contracts';
import { formatDateTime } from '@parking/domain/display';
import { useAccessControlContext } from '#web/features/access-control/access-control-context.ts';
import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import { Link } from '#web/lib/router/router.tsx';

/** What the confirm page shows before its own request answers (spec: 'props passed'). */
export interface PickedStayState {
  licensePlateMasked: string | null;
  actualStart: string;
  /** The plate the visitor typed, for 'Edit the plate'. */
  plateId?: string | undefined;
}

/**
 * Stays to choose from (similar plates, entry times): each the masked plate and the entry time
 * on the lot's clock, a link to confirm it. No full plate: a list must not tell a stranger
 * which cars are parked (decision 056); after a plate typed, only the characters typed that a
 * plate matches (decision 083).
 */
export function StayList({ stays, plateId }: { stays: SimilarStay[]; plateId?: string }) {
  const { t, locale } = useI18n();
  const { home, lot } = useAccessControlContext();
  const timeZone = lot?.timezone ?? 'UTC';
  return (
    <ul className="ac-stay-list">
      {stays.map((stay) => {
        const state: PickedStayState = {
          licensePlateMasked: stay.licensePlateMasked,
          actualStart: stay.actualStart,
          plateId,
        };
        const plate = stay.licensePlateMasked ?? t('accessControl.find.plate_unread');
        return (
          <li key={stay.sessionId}>
            <Link
              className="ac-stay-list__item"
              to={`${home}/confirm-license-plate?sessionId=${encodeURIComponent(stay.sessionId)}`}
              state={state}
            >
              <span className="ac-plate">{plate}</span>
              <span className="muted">
                {t('accessControl.find.entered_at', {
                  time: formatDateTime(new Date(stay.actualStart), { locale, timeZone }),
                })}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
