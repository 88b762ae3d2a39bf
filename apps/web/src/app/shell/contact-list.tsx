import { MailIcon, PhoneIcon } from '#web/components/ui/icons.tsx';
import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import './contact-list.css';

/** How to reach an operator, as its customer record has it; either may be missing. */
export interface OperatorContact {
  phone: string | null;
  email: string | null;
}

/** The operator's phone as a call link and e-mail as a mail link, those it published. */
export function ContactList({ phone, email }: OperatorContact) {
  const { t } = useI18n();
  return (
    <ul className="contact-list">
      {phone && (
        <li>
          <a className="contact-list__link" href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
            <PhoneIcon />
            <span>
              <span className="contact-list__label">{t('contact.phone')}</span>{' '}
              <span className="contact-list__value">{phone}</span>
            </span>
          </a>
        </li>
      )}
      {email && (
        <li>
          <a className="contact-list__link" href={`mailto:${email}`}>
            <MailIcon />
            <span>
              <span className="contact-list__label">{t('contact.email')}</span>{' '}
              <span className="contact-list__value">{email}</span>
            </span>
          </a>
        </li>
      )}
    </ul>
  );
}
