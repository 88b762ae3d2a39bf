import type { StayOrder } from '@parking/domain/contracts';
import {
  formatDateTime,
  formatMoney,
  formatTimeSoon,
  isSameDayIn,
  localize,
} from '@parking/domain/display';
import { useAccessControlContext } from '#web/features/access-control/access-control-context.ts';
import { DetailsRow } from '#web/features/access-control/components/details-row.tsx';
import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import { Link } from '#web/lib/router/router.tsx';
import { useNow } from '#web/lib/use-now.ts';
import { TicketEmailForm } from './ticket-email-form.tsx';

/**
 * A stay's paid ticket (ticket-paid-v1, external-summary): what was paid, when, by which card,
 * the time to leave, its invoice (to request, or to view once issued) and the ticket by e-mail.
 * Dates on the lot's clock, money in the order's currency (as the stay's details).
 */
export function PaidTicket({ order }: { order: StayOrder }) {
  const { t, locale } = useI18n();
  // The server's clock while it hydrates (its HTML's very text), then the wall clock's minute:
  // a grace time that ends while the ticket is open says so, and one that ended between the
  // server's render and the browser's no longer makes React replace the page (and the form a
  // tap made before hydration was kept for).
  const now = useNow();
  const { customerId, home } = useAccessControlContext();
  const timeZone = order.place.timezone;
  const time = (iso: string) => formatDateTime(new Date(iso), { locale, timeZone });
  const exitBefore = order.exitBefore ? new Date(order.exitBefore) : null;
  const invoiceHref = `${home}/invoice-details/${encodeURIComponent(order.orderId)}`;
  return (
    <div className="stack">
      <h1 className="ac-title">{t('accessControl.order.paid_title')}</h1>
      {exitBefore &&
        (exitBefore > now ? (
          <p className="card" role="status">
            {t(
              isSameDayIn(exitBefore, now, timeZone)
                ? 'accessControl.order.leave_before'
                : 'accessControl.order.leave_before_on',
              // Minutes away: the time alone reads best ('before 15:10'), the day too past midnight.
              { time: formatTimeSoon(exitBefore, { locale, timeZone, now }) },
            )}
          </p>
        ) : (
          <p className="card">
            {t('accessControl.order.grace_over', { time: time(order.exitBefore ?? '') })}
          </p>
        ))}
      <dl className="card ac-details">
        <DetailsRow label={t('accessControl.order.lot')}>
          {localize(order.place, locale).name}
        </DetailsRow>
        {order.place.addressLine1 && (
          <DetailsRow label={t('accessControl.order.address')}>
            {order.place.addressLine1}
          </DetailsRow>
        )}
        <DetailsRow label={t('accessControl.find.plate_label')}>
          <span className="ac-plate">
            {order.licensePlate ?? t('accessControl.find.plate_unread')}
          </span>
        </DetailsRow>
        <DetailsRow label={t('accessControl.order.entry')}>{time(order.actualStart)}</DetailsRow>
        <DetailsRow label={t('accessControl.order.amount_paid')}>
          <strong>
            {formatMoney({
              amountMinor: order.amountMinor,
              currencyCode: order.currencyCode,
              locale,
            })}
          </strong>
        </DetailsRow>
        {order.paidAt && (
          <DetailsRow label={t('accessControl.order.paid_at')}>{time(order.paidAt)}</DetailsRow>
        )}
        {order.cardDetail && (
          <DetailsRow label={t('accessControl.order.card')}>
            {`${order.cardDetail.cardBrand.toUpperCase()} •••• ${order.cardDetail.lastFourDigits}`}
          </DetailsRow>
        )}
        {order.transactionId && (
          <DetailsRow label={t('accessControl.order.reference')}>{order.transactionId}</DetailsRow>
        )}
      </dl>
      <Link className="button button--primary button--block" to={invoiceHref}>
        {order.invoice
          ? t('accessControl.order.view_invoice', { number: order.invoice.number })
          : t('accessControl.order.request_invoice')}
      </Link>
      <TicketEmailForm customerId={customerId} sessionId={order.sessionId} />
      <Link
        className="button button--secondary button--block"
        to={`${home}/stay-details?sessionId=${encodeURIComponent(order.sessionId)}`}
      >
        {t('accessControl.order.see_stay')}
      </Link>
    </div>
  );
}
