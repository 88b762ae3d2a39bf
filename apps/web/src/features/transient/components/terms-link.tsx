import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import './terms-link.css';

/** The operator's terms, in a new tab, below the home and extension pages' content. */
export function TermsLink({ url }: { url: string }) {
  const { t } = useI18n();
  return (
    <p className="terms-link">
      <a href={url} target="_blank" rel="noopener noreferrer">
        {t('transient.home.terms_link')}
        <span className="visually-hidden"> ({t('common.opens_new_tab')})</span>
      </a>
    </p>
  );
}
