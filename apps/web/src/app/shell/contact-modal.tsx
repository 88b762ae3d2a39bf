import { MailIcon, PhoneIcon } from '../../components/ui/icons.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { useI18n } from '../../lib/i18n/i18n-provider.tsx';
import './contact-modal.css';

/** The operator's help centre: phone as a call link, e-mail as a mail link. */
export function ContactModal({
  open,
  onClose,
  phone,
  email,
}: {
  open: boolean;
  onClose: () => void;
  phone: string | null;
  email: string | null;
}) {
  const { t } = useI18n();
  return (
    <Modal open={open} onClose={onClose} title={t('contact.title')}>
      <p>{phone || email ? t('contact.description') : t('contact.none')}</p>
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
      <button type="button" className="button button--secondary button--block" onClick={onClose}>
        {t('common.close')}
      </button>
    </Modal>
  );
}
