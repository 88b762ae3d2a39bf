import { Link } from 'react-router';
import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import { PublicShell } from '../layouts/public-layout.tsx';
import '#web/components/ui/not-found.css';

export function NotFoundContent() {
  const { t } = useI18n();
  return (
    <section className="not-found">
      <img className="not-found__image" src="/images/404.svg" alt="" width={240} height={160} />
      <h1>{t('errors.not_found_title')}</h1>
      <p>{t('errors.not_found_description')}</p>
      <Link className="button button--primary" to="/">
        {t('errors.not_found_home')}
      </Link>
    </section>
  );
}

/** Any unknown path, a malformed place id, or a place the API does not know. */
export default function NotFoundPage() {
  return (
    <PublicShell showHome>
      <NotFoundContent />
    </PublicShell>
  );
}
