import { useAccessControlContext } from '#web/features/access-control/access-control-context.ts';
import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import { PlateSearchForm } from '../components/plate-search-form.tsx';
import '../find.css';

/**
 * pedestrian-access (spec section 2; designed in decision 061): a visitor on foot, at the lot's
 * pedestrian door or away from the car, pays for the car by its plate before walking back to
 * it. The page promises only what the product does: the stay is found by the plate, paid here,
 * and the barrier opens for that plate until the time to leave shown on the ticket. It does
 * not open a door for the pedestrian, nor keep a payment for a car not in the lot.
 */
export default function PedestrianAccessPage() {
  const { t } = useI18n();
  const { customer, lot } = useAccessControlContext();
  return (
    <div className="stack">
      <h1 className="ac-title">{t('accessControl.find.pedestrian_title')}</h1>
      <ol className="ac-steps">
        <li>
          {t('accessControl.find.pedestrian_step_plate', { name: lot?.name ?? customer.name })}
        </li>
        <li>{t('accessControl.find.pedestrian_step_pay')}</li>
        <li>{t('accessControl.find.pedestrian_step_leave')}</li>
      </ol>
      <div className="card">
        <PlateSearchForm submitLabel={t('accessControl.find.search')} />
      </div>
      <p className="muted">{t('accessControl.find.pedestrian_note')}</p>
    </div>
  );
}
