import type { BookingTicket } from '@parking/domain/contracts';
import { safeTimeZone } from '@parking/domain/display';
import { getPaidTicket } from '@parking/domain/session';
import { lazy, Suspense, useId, useState } from 'react';
import { ReceiptBreakdown } from '#web/components/ticket/receipt-breakdown.tsx';
import { TicketFooter } from '#web/components/ticket/ticket-footer.tsx';
import { loadEmailReceiptModal } from '#web/features/transient/index.ts';
import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import { Link, useParams } from '#web/lib/router/router.tsx';
import { useNow } from '#web/lib/use-now.ts';
import { sendBookingTicketEmail } from '../api/send-booking-ticket-email.ts';
import { BookingTicketGate } from '../components/booking-ticket-gate.tsx';
import { CancelTerms, cancelTermsState } from '../components/cancel-terms.tsx';
import { formatBookingDateTime } from '../lib/booking-instants.ts';
import { formatNarrowMoney } from '../lib/booking-labels.ts';
import { useReservationContext } from '../reservation-context.ts';
import '#web/components/ui/alert.css';
import '#web/components/ui/breakdown.css';
import './reservation-ticket-paid-page.css';

const EmailReceiptModal = lazy(() =>
  loadEmailReceiptModal().then((module) => ({ default: module.EmailReceiptModal })),
);

/**
 * reservation.ticket.paid and its external-id variant (spec section 2): the booking's window,
 * plate, place and receipt, its state (a cancellation and its refund), the 'change license
 * plate' and 'cancel reservation' rows while each is still allowed, and the ticket by e-mail.
 */
export default function ReservationTicketPaidPage() {
  const { assignedRightId, externalId } = useParams();
  const { placeId } = useReservationContext();
  const ref =
    externalId !== undefined ? { externalId } : { assignedRightId: assignedRightId ?? '' };
  return (
    <BookingTicketGate placeId={placeId} bookingRef={ref}>
      {(ticket) => <Ticket ticket={ticket} />}
    </BookingTicketGate>
  );
}

function Ticket({ ticket: { resume, booking } }: { ticket: BookingTicket }) {
  const { t, locale } = useI18n();
  const { placeId, customerPlace } = useReservationContext();
  const [emailOpen, setEmailOpen] = useState(false);
  const invoiceTitleId = useId();
  const now = useNow();
  const timeZone = safeTimeZone(customerPlace.place?.timezone);
  const receipt = getPaidTicket(resume, locale);
  const date = (iso: string) => formatBookingDateTime(new Date(iso), { locale, timeZone });
  const money = (amountMinor: number, currencyCode = receipt.currencyCode) =>
    formatNarrowMoney({ amountMinor, currencyCode, locale });
  const cancelled = booking.status === 'CANCELLED';
  const base = `/reservation/${placeId}/ticket-paid/${resume.assignedRightId}`;
  // The server's answer, and the page's clock for a ticket left open past the deadline.
  const deadlinePassed = Date.parse(booking.cancelDeadline) < now.getTime();
  const contactEmail = customerPlace.contactEmail;

  return (
    <div className="stack ticket">
      <header>
        <h1>
          {cancelled ? t('reservation.ticket.cancelled_title') : t('reservation.ticket.title')}
        </h1>
        {!cancelled && (
          <p className="muted">{t('reservation.ticket.sent_to', { email: booking.emailMasked })}</p>
        )}
      </header>
      {cancelled && booking.refund && (
        <p className="alert alert--success" role="status">
          {booking.refund.refundedAt
            ? t('reservation.ticket.refunded', {
                amount: money(booking.refund.amountMinor, booking.refund.currencyCode),
                date: date(booking.refund.refundedAt),
              })
            : t('reservation.ticket.refund_pending', {
                amount: money(booking.refund.amountMinor, booking.refund.currencyCode),
              })}
        </p>
      )}
      <dl className="breakdown">
        <Row label={t('reservation.quote.entry')} value={date(booking.startTime)} />
        <Row label={t('reservation.quote.exit')} value={date(booking.endTime)} />
        <Row label={t('ticket_paid.plate')} value={booking.licensePlate} strong />
        <Row
          label={t('ticket_paid.address')}
          value={customerPlace.place?.addresses[0]?.addressLine1 || '-'}
        />
        <Row
          label={t('ticket_paid.location')}
          value={customerPlace.place?.name ?? customerPlace.name}
        />
      </dl>

      <section className="card" aria-labelledby={invoiceTitleId}>
        <h2 id={invoiceTitleId} className="card__title">
          {t('ticket_paid.invoice_title')}
        </h2>
        <ReceiptBreakdown
          ticket={receipt}
          chargeOf={() => t('reservation.ticket.reservation_line')}
          paidOnOf={(line) => formatBookingDateTime(line.paidOn, { locale, timeZone })}
          money={money}
        />
        {receipt.card && <p>{t('ticket_paid.charged_to', { card: receipt.card })}</p>}
      </section>

      {!cancelled && (
        <nav className="reservation-ticket__actions" aria-label={t('reservation.ticket.manage')}>
          {booking.canChangePlate && (
            <Link className="button button--secondary button--block" to={`${base}/update`}>
              {t('reservation.ticket.change_plate')}
            </Link>
          )}
          {booking.canCancel && !deadlinePassed && (
            <Link className="button button--secondary button--block" to={`${base}/cancel`}>
              {t('reservation.ticket.cancel')}
            </Link>
          )}
          <CancelTerms
            state={cancelTermsState({
              refundableNow: booking.canCancel && !deadlinePassed,
              refundableWhenBought: booking.refundableWhenBought,
            })}
            startTime={booking.startTime}
            cancelDeadline={booking.cancelDeadline}
            timeZone={timeZone}
            className="field__hint"
          />
        </nav>
      )}

      <TicketFooter
        warning={t(
          cancelled ? 'reservation.ticket.space_released' : 'reservation.ticket.space_held',
        )}
        emailLabel={t('reservation.ticket.email_row')}
        onEmail={cancelled ? null : () => setEmailOpen(true)}
        contactEmail={contactEmail}
      />

      <Suspense fallback={null}>
        <EmailReceiptModal
          open={emailOpen}
          onClose={() => setEmailOpen(false)}
          placeId={placeId}
          assignedRightId={resume.assignedRightId}
          send={sendBookingTicketEmail}
          invalidEmailText={t('reservation.ticket.invalid_email')}
        />
      </Suspense>
    </div>
  );
}

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="breakdown__row">
      <dt>{label}</dt>
      <dd className={strong ? 'reservation-ticket__plate' : 'breakdown__text'}>{value}</dd>
    </div>
  );
}
