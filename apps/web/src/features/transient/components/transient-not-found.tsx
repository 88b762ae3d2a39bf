import { NotFoundContent } from '#web/components/ui/not-found.tsx';
import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import { Link } from '#web/lib/router/router.tsx';

/**
 * An unknown or malformed session link inside a known place: the not-found page's content,
 * framed by the operator's header, with the way back to the place's home.
 */
export function TransientNotFound({ placeId }: { placeId: string }) {
  const { t } = useI18n();
  return (
    <NotFoundContent>
      <Link className="button button--primary" to={`/transient/${placeId}`}>
        {t('errors.not_found_place_home')}
      </Link>
    </NotFoundContent>
  );
}
