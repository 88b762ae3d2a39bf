import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import { MissActions } from '../components/miss-actions.tsx';
import { SearchAgainCard } from '../components/search-again-card.tsx';
import '../find.css';

/**
 * license-plate-not-found (spec sections 2 and 8): no stay and no look-alike for the plate. The
 * spec's message is the heading; the field to enter it again is right below.
 */
export default function LicensePlateNotFoundPage() {
  const { t } = useI18n();
  return (
    <div className="stack">
      <h1 className="ac-title">{t('accessControl.find.plate_not_found')}</h1>
      <SearchAgainCard />
      <MissActions />
    </div>
  );
}
