import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import { formatBookingDateTime, formatBookingDuration } from '../lib/booking-instants.ts';

/**
 * What cancelling gives back, in one line (decision 084), as the quote, the checkout, the ticket
 * and the cancel page say it: 'Free cancellation until <deadline>' while a cancel is refunded;
 * 'Non-refundable' with the place's notice when the window was bought past its deadline;
 * 'Free cancellation ended on <deadline>' once a refundable booking passed it.
 */
export type CancelTermsState = 'free_until' | 'non_refundable' | 'ended';

export function cancelTermsState({
  refundableNow,
  refundableWhenBought,
}: {
  refundableNow: boolean;
  refundableWhenBought: boolean;
}): CancelTermsState {
  if (refundableNow) return 'free_until';
  return refundableWhenBought ? 'ended' : 'non_refundable';
}

export function CancelTerms({
  state,
  startTime,
  cancelDeadline,
  timeZone,
  className = 'reservation-terms',
}: {
  state: CancelTermsState;
  startTime: string;
  cancelDeadline: string;
  timeZone: string;
  className?: string;
}) {
  const { t, locale } = useI18n();
  const date = formatBookingDateTime(new Date(cancelDeadline), { locale, timeZone });
  const noticeMinutes = Math.max(
    0,
    Math.round((Date.parse(startTime) - Date.parse(cancelDeadline)) / 60_000),
  );
  return (
    <p className={className} data-terms={state}>
      {state === 'non_refundable'
        ? t('reservation.terms.non_refundable', { notice: formatBookingDuration(noticeMinutes) })
        : t(`reservation.terms.${state}`, { date })}
    </p>
  );
}
