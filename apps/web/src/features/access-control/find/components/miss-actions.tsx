import { useAccessControlContext } from '#web/features/access-control/access-control-context.ts';
import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import { Link } from '#web/lib/router/router.tsx';

/**
 * What a visitor whose plate was not found can do next: type it again, look by entry time (a
 * plate the camera did not read), or ask for help.
 */
export function MissActions({ plateId }: { plateId?: string | undefined }) {
  const { t } = useI18n();
  const { home } = useAccessControlContext();
  const edit = plateId
    ? `${home}/edit-license-plate?plateId=${encodeURIComponent(plateId)}`
    : `${home}/edit-license-plate`;
  return (
    <nav className="ac-links" aria-label={t('accessControl.find.other_ways')}>
      <Link to={edit}>{t('accessControl.find.edit_plate_link')}</Link>
      <Link to={`${home}/search-by-time`}>{t('accessControl.find.by_time_link')}</Link>
    </nav>
  );
}
