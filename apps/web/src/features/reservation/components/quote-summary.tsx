import type { PendingQuote } from '@parking/domain/contracts';
import { BreakdownRow, FeeAndTotalRows } from '#web/components/ui/breakdown-rows.tsx';
import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import { formatBookingDateTime, formatBookingDuration } from '../lib/booking-instants.ts';
import { formatNarrowMoney } from '../lib/booking-labels.ts';
import { CancelTerms } from './cancel-terms.tsx';
import './cancel-terms.css';

/**
 * A quote as the home and the checkout show it (spec section 2): the held window, its duration,
 * the price, service fee (only above 0) and total in the organisation's currency, and, when a
 * longer tier was cheaper, that the time was extended at no extra cost; under the total, the
 * server's cancellation terms (decision 084), before the driver pays.
 */
export function QuoteSummary({ quote, timeZone }: { quote: PendingQuote; timeZone: string }) {
  const { t, locale } = useI18n();
  const money = (amountMinor: number) =>
    formatNarrowMoney({ amountMinor, currencyCode: quote.currencyCode, locale });
  const when = (iso: string) => formatBookingDateTime(new Date(iso), { locale, timeZone });
  return (
    <div className="stack">
      <dl className="breakdown">
        <BreakdownRow label={t('reservation.quote.entry')} text>
          {when(quote.startTime)}
        </BreakdownRow>
        <BreakdownRow label={t('reservation.quote.exit')} text>
          {when(quote.endTime)}
        </BreakdownRow>
        <BreakdownRow label={t('reservation.quote.duration')}>
          {formatBookingDuration(quote.durationMinutes)}
        </BreakdownRow>
        <BreakdownRow label={t('reservation.quote.parking')}>
          {money(quote.amountMinor)}
        </BreakdownRow>
        <FeeAndTotalRows
          labels={{
            serviceFee: t('reservation.quote.service_fee'),
            total: t('reservation.quote.total'),
          }}
          serviceFeeMinor={quote.serviceFeeMinor}
          totalMinor={quote.totalMinor}
          money={money}
        />
      </dl>
      <CancelTerms
        state={quote.refundable ? 'free_until' : 'non_refundable'}
        startTime={quote.startTime}
        cancelDeadline={quote.cancelDeadline}
        timeZone={timeZone}
      />
      {quote.extended && (
        <p className="alert alert--success">
          {t('reservation.quote.extended', { end: when(quote.endTime) })}
        </p>
      )}
    </div>
  );
}
