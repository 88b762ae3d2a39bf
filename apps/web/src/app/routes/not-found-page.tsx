import { NotFoundContent } from '#web/components/ui/not-found.tsx';
import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import { Link } from '#web/lib/router/router.tsx';
import { PublicShell } from '../layouts/public-layout.tsx';

/** Any unknown path, a malformed place id, or a place the API does not know. */
export default function NotFoundPage() {
  const { t } = useI18n();
  return (
    <PublicShell showHome>
      <NotFoundContent>
        <Link className="button button--primary" to="/">
          {t('errors.not_found_home')}
        </Link>
      </NotFoundContent>
    </PublicShell>
  );
}
