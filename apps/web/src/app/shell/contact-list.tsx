import { formatPhoneNumber } from '@parking/domain/display';
import type { ReactNode } from 'react';
import { MailIcon, PhoneIcon } from '#web/components/ui/icons.tsx';
import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import './contact-list.css';

/** How to reach an operator, as its customer record has it; either may be missing. */
export interface OperatorContact {
  phone: string | null;
  email: string | null;
}

/** One way to reach the operator: a link with its icon, what it is, and the number or address. */
function ContactLink({
  href,
  icon,
  label,
  value,
}: {
  href: string;
  icon: ReactNode;
  label: string;
  value: string;
}) {
  return (
    <li>
      <a className="contact-list__link" href={href}>
        {icon}
        <span>
          <span className="contact-list__label">{label}</span>{' '}
          <span className="contact-list__value">{value}</span>
        </span>
      </a>
    </li>
  );
}

/** The operator's phone as a call link and e-mail as a mail link, those it published. */
export function ContactList({ phone, email }: OperatorContact) {
  const { t } = useI18n();
  return (
    <ul className="contact-list">
      {phone && (
        <ContactLink
          href={`tel:${phone.replace(/[^\d+]/g, '')}`}
          icon={<PhoneIcon />}
          label={t('contact.phone')}
          value={formatPhoneNumber(phone)}
        />
      )}
      {email && (
        <ContactLink
          href={`mailto:${email}`}
          icon={<MailIcon />}
          label={t('contact.email')}
          value={email}
        />
      )}
    </ul>
  );
}
