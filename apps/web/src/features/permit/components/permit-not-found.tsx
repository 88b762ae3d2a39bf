import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import '#web/components/ui/not-found.css';

/**
 * An unknown or malformed permit link inside a known place: the not-found page's content,
 * framed by the operator's header. No link home: the permit home is a blank page (spec section 2).
 */
export function PermitNotFound() {
  const { t } = useI18n();
  return (
    <section className="not-found">
      <img className="not-found__image" src="/images/404.svg" alt="" width={240} height={160} />
      <h1>{t('errors.not_found_title')}</h1>
      <p>{t('permit.not_found_description')}</p>
    </section>
  );
}
