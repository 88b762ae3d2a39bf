import type { LiveAssignedRight } from '@parking/domain/contracts';
import { formatTimeLeft } from '@parking/domain/display';
import { getCoveredPeriod, getRemainingMinutes, licensePlatesOf } from '@parking/domain/session';
import { Modal } from '#web/components/ui/modal.tsx';
import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import { useNavigate } from '#web/lib/router/router.tsx';
import { useNow } from '#web/lib/use-now.ts';
import './active-sessions-modal.css';

/**
 * Several live sessions for the plate (spec section 2, 'Transient home'): each with its plate,
 * the time left and Select (its summary), plus 'purchase another session'. A lazy chunk.
 */
export default function ActiveSessionsModal({
  rights,
  onClose,
  onPurchaseAnother,
}: {
  rights: readonly LiveAssignedRight[];
  onClose: () => void;
  onPurchaseAnother: () => void;
}) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const now = useNow();
  return (
    <Modal open onClose={onClose} title={t('transient.sessions.title')}>
      <p>{t('transient.sessions.description')}</p>
      <ul className="session-list">
        {rights.map((right) => {
          const plate = licensePlatesOf(right.credential)[0] ?? '-';
          const end = getCoveredPeriod({ payments: right.payment })?.end;
          const duration = formatTimeLeft(end ? getRemainingMinutes({ end, now }) : 0);
          return (
            <li key={right.assignedRightId} className="session-list__item">
              <div>
                <p className="session-list__plate">{plate}</p>
                <p className="muted">{t('transient.sessions.expires_in', { duration })}</p>
              </div>
              <button
                type="button"
                className="button button--secondary"
                aria-label={t('transient.sessions.select_label', { plate, duration })}
                onClick={() => navigate(`summary/${right.assignedRightId}`)}
              >
                {t('transient.sessions.select')}
              </button>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        className="button button--primary button--block"
        onClick={onPurchaseAnother}
      >
        {t('transient.sessions.purchase_another')}
      </button>
    </Modal>
  );
}
