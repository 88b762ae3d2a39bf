import { MailIcon, PhoneIcon } from '#web/components/ui/icons.tsx';
import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import '#web/components/ui/actions.css';

/**
 * The operator's phone and e-mail as call and mail links, full-width buttons (a target a thumb
 * finds): the next step where the app can do no more (a booking past its cancel deadline).
 */
export function OperatorContactLinks({
  phone,
  email,
}: {
  phone: string | null | undefined;
  email: string | null | undefined;
}) {
  const { t } = useI18n();
  if (!phone && !email) return <p>{t('contact.none')}</p>;
  return (
    <div className="actions">
      {phone && (
        <a
          className="button button--secondary button--block"
          href={`tel:${phone.replace(/[^\d+]/g, '')}`}
        >
          <PhoneIcon />
          {t('contact.phone')} {phone}
        </a>
      )}
      {email && (
        <a className="button button--secondary button--block" href={`mailto:${email}`}>
          <MailIcon />
          {t('contact.email')} {email}
        </a>
      )}
    </div>
  );
}
