import { Modal } from '#web/components/ui/modal.tsx';
import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import { ContactList } from './contact-list.tsx';

/** The operator's help centre: phone as a call link, e-mail as a mail link. */
export default function ContactModal({
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
      <ContactList phone={phone} email={email} />
      <button type="button" className="button button--secondary button--block" onClick={onClose}>
        {t('common.close')}
      </button>
    </Modal>
  );
}
