import { AlertIcon } from '#web/components/ui/icons.tsx';
import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import { windowRefusalOf } from '../lib/window-refusal.ts';
import '#web/components/ui/alert.css';
import { formatBookingDateTime } from '../lib/booking-instants.ts';

/**
 * A window 'Check Availability' could not quote (decision 084): why (closed at the entry or the
 * exit, a closure, else the spec's sentence) and, when the server found one, the nearest window
 * of the same length that works, taken in one tap.
 */
export function WindowRefusalAlert({
  error,
  timeZone,
  onUse,
}: {
  /** What 'Check Availability' failed with. */
  error: unknown;
  timeZone: string;
  onUse: (window: { startTime: string; endTime: string }) => void;
}) {
  const { t, locale } = useI18n();
  const when = (iso: string) => formatBookingDateTime(new Date(iso), { locale, timeZone });
  const { kind, suggestion } = windowRefusalOf(error);
  return (
    <div className="alert alert--danger" role="alert">
      <AlertIcon className="alert__icon" />
      <div className="stack">
        <p>{t(`reservation.home.${kind}`)}</p>
        {suggestion ? (
          <>
            <p>
              {t('reservation.home.suggestion', {
                start: when(suggestion.startTime),
                end: when(suggestion.endTime),
              })}
            </p>
            <button
              type="button"
              className="button button--primary button--block"
              onClick={() => onUse(suggestion)}
            >
              {t('reservation.home.use_suggestion')}
            </button>
          </>
        ) : (
          kind !== 'unavailable' && kind !== 'network' && <p>{t('reservation.home.unavailable')}</p>
        )}
      </div>
    </div>
  );
}
