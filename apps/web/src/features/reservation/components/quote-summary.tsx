import type { PendingQuote } from '@parking/domain/contracts';
import { formatDateTime } from '@parking/domain/display';
import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import { formatBookingDuration, formatNarrowMoney } from '../lib/booking-labels.ts';
import '#web/components/ui/breakdown.css';

/**
 * A quote as the home and the checkout show it (spec section 2): the held window, its duration,
 * the price, service fee (only above 0) and total in the organisation's currency, and, when a
 * longer tier was cheaper, that the time was extended at no extra cost.
 */
export function QuoteSummary({ quote, timeZone }: { quote: PendingQuote; timeZone: string }) {
  const { t, locale } = useI18n();
  const money = (amountMinor: number) =>
    formatNarrowMoney({ amountMinor, currencyCode: quote.currencyCode, locale });
  const when = (iso: string) => formatDateTime(new Date(iso), { locale, timeZone });
  return (
    <div className="stack">
      <dl className="breakdown">
        <div className="breakdown__row">
          <dt>{t('reservation.quote.entry')}</dt>
          <dd className="breakdown__text">{when(quote.startTime)}</dd>
        </div>
        <div className="breakdown__row">
          <dt>{t('reservation.quote.exit')}</dt>
          <dd className="breakdown__text">{when(quote.endTime)}</dd>
        </div>
        <div className="breakdown__row">
          <dt>{t('reservation.quote.duration')}</dt>
          <dd>{formatBookingDuration(quote.durationMinutes)}</dd>
        </div>
        <div className="breakdown__row">
          <dt>{t('reservation.quote.parking')}</dt>
          <dd>{money(quote.amountMinor)}</dd>
        </div>
        {quote.serviceFeeMinor > 0 && (
          <div className="breakdown__row">
            <dt>{t('reservation.quote.service_fee')}</dt>
            <dd>{money(quote.serviceFeeMinor)}</dd>
          </div>
        )}
        <div className="breakdown__row breakdown__row--total">
          <dt>{t('reservation.quote.total')}</dt>
          <dd>{money(quote.totalMinor)}</dd>
        </div>
      </dl>
      {quote.extended && (
        <p className="alert alert--success">
          {t('reservation.quote.extended', { end: when(quote.endTime) })}
        </p>
      )}
    </div>
  );
}
