import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import { ContactList, type OperatorContact } from '../shell/contact-list.tsx';
import '#web/components/ui/load-error.css';

/**
 * What a page that failed to render shows: what happened, whom to ask (the operator, when the
 * layout knows it), and a retry that loads the page again, its code included.
 */
export function RenderErrorNotice({
  contact,
  standalone,
}: {
  contact: OperatorContact | null;
  standalone: boolean;
}) {
  const { t } = useI18n();
  const Landmark = standalone ? 'main' : 'section';
  const reachable = contact !== null && (contact.phone || contact.email);
  return (
    <Landmark className="app-column app-column--center load-error">
      <h1 className="load-error__title">{t('errors.render_failed_title')}</h1>
      <p>{t('errors.render_failed_description')}</p>
      {contact === null && <p>{t('errors.render_failed_generic_contact')}</p>}
      {contact !== null && (
        <p>{reachable ? t('errors.render_failed_contact') : t('contact.none')}</p>
      )}
      {reachable && <ContactList phone={contact.phone} email={contact.email} />}
      <button
        type="button"
        className="button button--primary"
        onClick={() => window.location.reload()}
      >
        {t('common.retry')}
      </button>
    </Landmark>
  );
}
