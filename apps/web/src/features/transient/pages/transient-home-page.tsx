import { safeTimeZone } from '../../../lib/format-date.ts';
import { useI18n } from '../../../lib/i18n/i18n-provider.tsx';
import { ClosingAlert } from '../components/closing-alert.tsx';
import { PlaceHeader } from '../components/place-header.tsx';
import { useTransientContext } from '../transient-context.ts';

/**
 * transient.home: the place header and its opening status. The plate lookup and the rate and
 * payment form (next issue) go between the alert and the terms link.
 */
export default function TransientHomePage() {
  const { t } = useI18n();
  const { customerPlace } = useTransientContext();
  const timeZone = safeTimeZone(customerPlace.place?.timezone);
  return (
    <div className="stack">
      <PlaceHeader customerPlace={customerPlace} />
      <ClosingAlert periods={customerPlace.placePeriod ?? []} timeZone={timeZone} />
      {customerPlace.termsUrl && (
        <p className="terms-link">
          <a href={customerPlace.termsUrl} target="_blank" rel="noopener noreferrer">
            {t('transient.home.terms_link')}
            <span className="visually-hidden"> ({t('common.opens_new_tab')})</span>
          </a>
        </p>
      )}
    </div>
  );
}
