import { useAccessControlContext } from '#web/features/access-control/access-control-context.ts';
import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import { Link } from '#web/lib/router/router.tsx';
import { PlateSearchForm } from '../components/plate-search-form.tsx';
import '../find.css';

/**
 * Access-control home (spec section 2): the operator's logo, a welcome naming the lot, and the
 * plate search. Below it, the two ways for a visitor whose plate will not do: the entry time,
 * and paying on foot.
 */
export default function AccessControlHomePage() {
  const { t } = useI18n();
  const { customer, lot, home } = useAccessControlContext();
  return (
    <div className="stack">
      <section className="card ac-welcome">
        {customer.logoUrl && (
          <img className="ac-welcome__logo" src={customer.logoUrl} alt="" height={56} />
        )}
        <h1 className="ac-title">
          {t('accessControl.find.welcome', { name: lot?.name ?? customer.name })}
        </h1>
        <p className="muted">{t('accessControl.find.home_intro')}</p>
        <PlateSearchForm submitLabel={t('accessControl.find.search')} />
      </section>
      <nav className="ac-links" aria-label={t('accessControl.find.other_ways')}>
        <Link to={`${home}/search-by-time`}>{t('accessControl.find.by_time_link')}</Link>
        <Link to={`${home}/pedestrian-access`}>{t('accessControl.find.pedestrian_link')}</Link>
      </nav>
    </div>
  );
}
