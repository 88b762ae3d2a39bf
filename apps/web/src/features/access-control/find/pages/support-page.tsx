import { formatPhoneNumber } from '@parking/domain/display';
import { useAccessControlContext } from '#web/features/access-control/access-control-context.ts';
import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import '../find.css';

/**
 * support (spec section 2; 'Need help?' of the shell): the operator's phone and e-mail, and what
 * to do when the barrier does not open, in the order that solves most cases without a call.
 */
export default function SupportPage() {
  const { t } = useI18n();
  const { customer } = useAccessControlContext();
  const { contactPhone, contactEmail } = customer;
  return (
    <div className="stack">
      <h1 className="ac-title">{t('accessControl.find.support_title')}</h1>
      <section className="card" aria-labelledby="ac-support-barrier">
        <h2 id="ac-support-barrier" className="card__title">
          {t('accessControl.find.support_barrier_title')}
        </h2>
        <ol className="ac-steps">
          <li>{t('accessControl.find.support_barrier_paid')}</li>
          <li>{t('accessControl.find.support_barrier_time')}</li>
          <li>{t('accessControl.find.support_barrier_plate')}</li>
          <li>{t('accessControl.find.support_barrier_intercom')}</li>
        </ol>
      </section>
      <section className="card" aria-labelledby="ac-support-contact">
        <h2 id="ac-support-contact" className="card__title">
          {t('accessControl.find.support_contact_title', { name: customer.name })}
        </h2>
        {contactPhone || contactEmail ? (
          <ul className="ac-contact">
            {contactPhone && (
              <li>
                {t('accessControl.find.support_phone')}{' '}
                <a href={`tel:${contactPhone.replace(/[^\d+]/g, '')}`}>
                  {formatPhoneNumber(contactPhone)}
                </a>
              </li>
            )}
            {contactEmail && (
              <li>
                {t('accessControl.find.support_email')}{' '}
                <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
              </li>
            )}
          </ul>
        ) : (
          <p>{t('accessControl.find.support_no_contact')}</p>
        )}
      </section>
    </div>
  );
}
