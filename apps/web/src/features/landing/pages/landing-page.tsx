import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import { Link } from '#web/lib/router/router.tsx';
import './landing-page.css';

/** '/': what the product is (spec section 1) and the way to its terms. */
export default function LandingPage() {
  const { t } = useI18n();
  const points = ['no_meters', 'only_time', 'reminder', 'receipt'] as const;
  return (
    <div className="stack landing">
      <img
        className="landing__art"
        src="/images/phone-parking.svg"
        alt=""
        width={320}
        height={180}
      />
      <h1>{t('landing.title')}</h1>
      <p className="landing__lead">{t('landing.lead')}</p>
      <ul className="checklist">
        {points.map((point) => (
          <li key={point}>{t(`landing.points.${point}`)}</li>
        ))}
      </ul>
      <p className="card">{t('landing.how_to_start')}</p>
      <p>
        <Link to="/terms-and-conditions">{t('landing.terms_link')}</Link>
      </p>
    </div>
  );
}
