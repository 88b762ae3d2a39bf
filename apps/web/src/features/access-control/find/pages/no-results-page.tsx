import { useAccessControlContext } from '#web/features/access-control/access-control-context.ts';
import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import { useLocation } from '#web/lib/router/router.tsx';
import { MissActions } from '../components/miss-actions.tsx';
import type { MissState } from '../lib/use-plate-search.ts';
import '../find.css';

/**
 * no-results (spec section 2, 'props passed'): a missed plate at a customer that does not offer
 * similar plates. The plate comes in the navigation's state; a refresh loses it, and the page
 * still says what to do.
 */
export default function NoResultsPage() {
  const { t } = useI18n();
  const { customer, lot } = useAccessControlContext();
  const plate = (useLocation().state as MissState | null)?.licensePlate;
  const name = lot?.name ?? customer.name;
  return (
    <div className="stack">
      <h1 className="ac-title">{t('accessControl.find.no_results_title')}</h1>
      <p>
        {plate
          ? t('accessControl.find.no_results_plate', { plate, name })
          : t('accessControl.find.no_results_any', { name })}
      </p>
      <MissActions plateId={plate} />
    </div>
  );
}
