import type { BookingTicket, CancelBookingResult } from '@parking/domain/contracts';
import { safeTimeZone } from '@parking/domain/display';
import { useEffect, useRef, useState } from 'react';
import { AlertIcon } from '#web/components/ui/icons.tsx';
import { cardKindOf } from '#web/features/payment/index.ts';
import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import { useQueryClient } from '#web/lib/query.ts';
import { Link } from '#web/lib/router/router.tsx';
import { useNow } from '#web/lib/use-now.ts';
import { cancelBooking } from '../api/cancel-booking.ts';
import { getBookingTicketQueryOptions } from '../api/get-booking-ticket.ts';
import { RouteBookingGate } from '../components/booking-ticket-gate.tsx';
import { CancelTerms, cancelTermsState } from '../components/cancel-terms.tsx';
import { OperatorContactLinks } from '../components/operator-contact-links.tsx';
import { type BookingFailure, bookingFailureOf } from '../lib/booking-errors.ts';
import { formatBookingDateTime } from '../lib/booking-instants.ts';
import { formatNarrowMoney } from '../lib/booking-labels.ts';
import { useReservationContext } from '../reservation-context.ts';
import '#web/components/ui/actions.css';
import '#web/components/ui/alert.css';
import './reservation-cancel-page.css';

/**
 * reservation.cancel (spec section 2): what cancelling gives back and until when it is allowed;
 * 'Cancel reservation' asks the server, which refunds once however often it is pressed. Past the
 * place's deadline (the server's canCancel, or the page's clock since) it says so before any tap,
 * promises nothing and offers the operator's contact (decision 084); a tap that arrives too late
 * anyway ('Too late to cancel', spec section 8) leads to the same.
 */
export default function ReservationCancelPage() {
  return <RouteBookingGate>{(ticket) => <Cancel ticket={ticket} />}</RouteBookingGate>;
}

type State =
  | { step: 'asking'; failure: BookingFailure | null }
  | { step: 'cancelling' }
  | { step: 'done'; result: CancelBookingResult };

function Cancel({ ticket }: { ticket: BookingTicket }) {
  const { t, locale } = useI18n();
  const queryClient = useQueryClient();
  const { placeId, customerPlace } = useReservationContext();
  const { booking, resume } = ticket;
  const [state, setState] = useState<State>(
    booking.status === 'CANCELLED'
      ? {
          step: 'done',
          result: {
            assignedRightId: resume.assignedRightId,
            status: 'CANCELLED',
            refund: booking.refund,
          },
        }
      : { step: 'asking', failure: null },
  );
  const newsRef = useRef<HTMLDivElement>(null);
  const now = useNow();
  const timeZone = safeTimeZone(customerPlace.place?.timezone);
  const date = (iso: string) => formatBookingDateTime(new Date(iso), { locale, timeZone });
  const money = (amountMinor: number, currencyCode: string) =>
    formatNarrowMoney({ amountMinor, currencyCode, locale });
  const ticketPath = `/reservation/${placeId}/ticket-paid/${resume.assignedRightId}`;
  const paidMinor = resume.payments
    .filter((payment) => payment.type === 'BASE')
    .reduce(
      (sum, payment) =>
        sum + payment.paymentLine.reduce((lines, line) => lines + line.amountMinor, 0),
      0,
    );
  const currencyCode = resume.payments[0]?.currencyCode ?? 'USD';

  const step = state.step;
  const failure = state.step === 'asking' ? state.failure : null;
  const tooLate =
    step !== 'done' &&
    (!booking.canCancel ||
      Date.parse(booking.cancelDeadline) < now.getTime() ||
      failure === 'too_late_to_cancel');
  useEffect(() => {
    if (step === 'done' || failure) newsRef.current?.focus();
  }, [step, failure]);

  const cancel = async () => {
    setState({ step: 'cancelling' });
    try {
      const result = await cancelBooking(
        cardKindOf(customerPlace.paymentProvider),
        resume.assignedRightId,
      );
      setState({ step: 'done', result });
      // The ticket shows the cancellation when the driver goes back to it.
      void queryClient.fetchQuery(
        getBookingTicketQueryOptions(placeId, { assignedRightId: resume.assignedRightId }),
      );
    } catch (error) {
      setState({ step: 'asking', failure: bookingFailureOf(error, 'cancel') });
    }
  };

  return (
    <div className="stack">
      <h1>{t('reservation.cancel.title')}</h1>
      {tooLate ? (
        <TooLate ticket={ticket} timeZone={timeZone} tappedLate={failure !== null} />
      ) : state.step === 'done' ? (
        <div ref={newsRef} tabIndex={-1} className="alert alert--success" role="status">
          <p>
            {state.result.refund
              ? t('reservation.cancel.done_refund', {
                  amount: money(state.result.refund.amountMinor, state.result.refund.currencyCode),
                })
              : t('reservation.cancel.done')}
          </p>
        </div>
      ) : (
        <>
          <p>
            {t('reservation.cancel.question', {
              start: date(booking.startTime),
              end: date(booking.endTime),
              plate: booking.licensePlate,
            })}
          </p>
          <p>{t('reservation.cancel.refund_note', { amount: money(paidMinor, currencyCode) })}</p>
          <CancelTerms
            state="free_until"
            startTime={booking.startTime}
            cancelDeadline={booking.cancelDeadline}
            timeZone={timeZone}
            className="field__hint"
          />
          {failure && (
            <div ref={newsRef} tabIndex={-1} className="alert alert--danger" role="alert">
              <AlertIcon className="alert__icon" />
              <p>{t(`reservation.errors.${failure}`)}</p>
            </div>
          )}
          <div className="actions">
            <button
              type="button"
              className="button button--danger button--block"
              disabled={state.step === 'cancelling'}
              aria-busy={state.step === 'cancelling' ? true : undefined}
              onClick={() => void cancel()}
            >
              {state.step === 'cancelling'
                ? t('reservation.cancel.cancelling')
                : t('reservation.cancel.confirm')}
            </button>
          </div>
        </>
      )}
      <Link className="button button--secondary button--block" to={ticketPath}>
        {state.step === 'done' || tooLate
          ? t('reservation.cancel.back_to_ticket')
          : t('reservation.cancel.keep')}
      </Link>
    </div>
  );
}

/** Past the deadline: no refund to promise, the terms as the ticket says them, whom to ask. */
function TooLate({
  ticket: { booking },
  timeZone,
  tappedLate,
}: {
  ticket: BookingTicket;
  timeZone: string;
  tappedLate: boolean;
}) {
  const { t } = useI18n();
  const { customerPlace } = useReservationContext();
  const focusRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (tappedLate) focusRef.current?.focus();
  }, [tappedLate]);
  return (
    <div ref={focusRef} tabIndex={-1} className="stack">
      <div className="alert alert--warning">
        <AlertIcon className="alert__icon" />
        <div className="stack">
          <p>{t('reservation.cancel.too_late')}</p>
          <CancelTerms
            state={cancelTermsState({
              refundableNow: false,
              refundableWhenBought: booking.refundableWhenBought,
            })}
            startTime={booking.startTime}
            cancelDeadline={booking.cancelDeadline}
            timeZone={timeZone}
          />
        </div>
      </div>
      <p>{t('reservation.cancel.ask_operator', { operator: customerPlace.name })}</p>
      <OperatorContactLinks phone={customerPlace.contactPhone} email={customerPlace.contactEmail} />
    </div>
  );
}
