import type { PendingQuote } from '@parking/domain/contracts';
import { safeTimeZone } from '@parking/domain/display';
import { isUuid } from '@parking/domain/vocabulary';
import { useCallback, useMemo } from 'react';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { cardKindOf, ItemPaymentForm, type PricedItem } from '#web/features/payment/index.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import { Link, useNavigate, useParams } from '#web/lib/router/router.tsx';
import { useNow } from '#web/lib/use-now.ts';
import { usePendingQuote } from '../api/get-pending-quote.ts';
import { QuoteSummary } from '../components/quote-summary.tsx';
import { formatNarrowMoney } from '../lib/booking-labels.ts';
import { bookingPaymentActions } from '../lib/booking-payment-actions.ts';
import { useReservationContext } from '../reservation-context.ts';
import '#web/components/ui/alert.css';

/**
 * reservation.checkout (spec section 2): the quote, then plate, e-mail and the card of the
 * place's kind. Paid, the driver lands on the booking's ticket, which was e-mailed at once.
 * An unknown or lapsed quote sends back to the home to check availability again.
 */
export default function ReservationCheckoutPage() {
  const { t } = useI18n();
  const { pendingQuoteId = '' } = useParams();
  const { placeId } = useReservationContext();
  const valid = isUuid(pendingQuoteId);
  const query = usePendingQuote(placeId, pendingQuoteId, { enabled: valid });
  const now = useNow(1000);
  const missing = !valid || (isApiError(query.error) && query.error.status === 404);

  let body: React.ReactNode;
  if (missing) body = <QuoteGone reason="not_found" placeId={placeId} />;
  else if (query.error)
    body = (
      <QuoteGone reason="load_failed" placeId={placeId} onRetry={() => void query.refetch()} />
    );
  else if (!query.data) body = <Spinner label={t('common.loading')} />;
  else if (Date.parse(query.data.expiresAt) <= now.getTime())
    body = <QuoteGone reason="expired" placeId={placeId} />;
  else body = <Checkout quote={query.data} onRestart={() => query.refetch()} />;

  return (
    <div className="stack">
      <h1>{t('reservation.checkout.title')}</h1>
      {body}
    </div>
  );
}

function QuoteGone({
  reason,
  placeId,
  onRetry,
}: {
  reason: 'not_found' | 'expired' | 'load_failed';
  placeId: string;
  onRetry?: () => void;
}) {
  const { t } = useI18n();
  return (
    <div className="alert alert--danger" role="alert">
      <div className="stack">
        <p>{t(`reservation.checkout.quote_${reason}`)}</p>
        {onRetry && (
          <button type="button" className="button button--secondary" onClick={onRetry}>
            {t('common.retry')}
          </button>
        )}
        <Link className="button button--primary" to={`/reservation/${placeId}`}>
          {t('reservation.checkout.check_again')}
        </Link>
      </div>
    </div>
  );
}

function Checkout({
  quote,
  onRestart,
}: {
  quote: PendingQuote;
  onRestart: () => Promise<unknown>;
}) {
  const { t, locale } = useI18n();
  const navigate = useNavigate();
  const { placeId, customerPlace } = useReservationContext();
  const timeZone = safeTimeZone(customerPlace.place?.timezone);
  const cardKind = cardKindOf(customerPlace.paymentProvider);
  const quoteId = quote.pendingQuoteId;
  const actionsFor = useCallback(
    ({ email }: { email: string }) =>
      bookingPaymentActions({ placeId, kind: cardKind, quoteId, email }),
    [placeId, cardKind, quoteId],
  );
  const item = useMemo(
    (): PricedItem => ({
      key: quoteId,
      currencyCode: quote.currencyCode,
      amountMinor: quote.amountMinor,
      serviceFeeMinor: quote.serviceFeeMinor,
      totalMinor: quote.totalMinor,
    }),
    [quote, quoteId],
  );
  const total = formatNarrowMoney({
    amountMinor: quote.totalMinor,
    currencyCode: quote.currencyCode,
    locale,
  });
  return (
    <>
      <section className="card" aria-label={t('reservation.checkout.summary')}>
        <QuoteSummary quote={quote} timeZone={timeZone} />
      </section>
      <section className="card payment-form" aria-label={t('reservation.checkout.pay_title')}>
        <ItemPaymentForm
          placeId={placeId}
          item={item}
          payLabel={t('reservation.checkout.pay', { total })}
          cardKind={cardKind}
          actionsFor={actionsFor}
          onRestart={onRestart}
          onPaid={(bookingRightId) =>
            navigate(`/reservation/${placeId}/ticket-paid/${bookingRightId}`)
          }
        />
      </section>
    </>
  );
}
