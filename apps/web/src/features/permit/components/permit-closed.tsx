import type { PermitInfo } from '@parking/domain/contracts';
import { formatDateTime, safeTimeZone } from '@parking/domain/display';
import { useId } from 'react';
import { PlaceHeader } from '#web/components/place/place-header.tsx';
import { AlertIcon, CheckCircleIcon, MailIcon } from '#web/components/ui/icons.tsx';
import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import { Link } from '#web/lib/router/router.tsx';
import { usePermitContext } from '../permit-context.ts';
import '#web/components/ui/actions.css';
import './permit.css';

/**
 * A permit that cannot be paid now (spec section 2, 'Permit summary'), under the place's image
 * header. COMPLETED: 'Renewal Already Completed', why no payment can be made, when the next one
 * can, and 'Check Last Receipt'. EXPIRED: 'Renewal Period Ended' and 'Contact Us', which opens
 * the shell's contact modal.
 */
export function PermitClosed({ permit }: { permit: PermitInfo }) {
  const { t, locale } = useI18n();
  const { placeId, customerPlace, openContact } = usePermitContext();
  const titleId = useId();
  const timeZone = safeTimeZone(customerPlace.place?.timezone);
  const completed = permit.status === 'COMPLETED';
  const opensAt = new Date(permit.renewalWindow.opensAt);
  const Icon = completed ? CheckCircleIcon : AlertIcon;
  return (
    <div className="stack">
      <PlaceHeader customerPlace={customerPlace} />
      <section className="card permit-status" aria-labelledby={titleId}>
        <Icon className="permit-status__icon" />
        <h2 id={titleId} className="card__title">
          {completed ? t('permit.completed_title') : t('permit.expired_title')}
        </h2>
        <p>{completed ? t('permit.completed_message') : t('permit.expired_message')}</p>
        {completed && opensAt.getTime() > Date.now() && (
          <p className="permit-note">
            {t('permit.completed_next', { date: formatDateTime(opensAt, { locale, timeZone }) })}
          </p>
        )}
        <div className="actions">
          {completed ? (
            <Link
              className="button button--primary button--block"
              to={`/permit/${placeId}/ticket-paid/${permit.assignedRight.assignedRightId}`}
            >
              {t('permit.last_receipt')}
            </Link>
          ) : (
            <button
              type="button"
              className="button button--primary button--block"
              onClick={openContact}
            >
              <MailIcon />
              {t('permit.contact_us')}
            </button>
          )}
        </div>
      </section>
    </div>
  );
}
