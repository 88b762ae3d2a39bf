import { Link } from 'react-router';
import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import '#web/components/ui/not-found.css';

/**
 * An unknown or malformed session link inside a known place: the not-found page's content,
 * framed by the operator's header, with the way back to the place's home.
 */
export function TransientNotFound({ placeId }: { placeId: string }) {
  const { t } = useI18n();
  return (
    <section className="not-found">
      <img className="not-found__image" src="/images/404.svg" alt="" width={240} height={160} />
      <h1>{t('errors.not_found_title')}</h1>
      <p>{t('errors.not_found_description')}</p>
      <Link className="button button--primary" to={`/transient/${placeId}`}>
        {t('errors.not_found_place_home')}
      </Link>
    </section>
  );
}
