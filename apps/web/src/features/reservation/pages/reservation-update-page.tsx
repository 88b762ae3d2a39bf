import type { BookingTicket } from '@parking/domain/contracts';
import { isPlausiblePlate } from '@parking/domain/validation';
import { type FormEvent, useId, useRef, useState } from 'react';
import { AlertIcon } from '#web/components/ui/icons.tsx';
import { PlateInput } from '#web/components/ui/plate-input.tsx';
import { cardKindOf } from '#web/features/payment/index.ts';
import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import { useQueryClient } from '#web/lib/query.ts';
import { Link, useNavigate } from '#web/lib/router/router.tsx';
import { fetchBookingTicket, getBookingTicketQueryOptions } from '../api/get-booking-ticket.ts';
import { updateBookingPlate } from '../api/update-booking-plate.ts';
import { RouteBookingGate } from '../components/booking-ticket-gate.tsx';
import { type BookingFailure, bookingFailureOf } from '../lib/booking-errors.ts';
import { useReservationContext } from '../reservation-context.ts';
import '#web/components/ui/alert.css';
import '#web/components/ui/form.css';

/**
 * reservation.update (spec section 2): the booking's licence plate changed until it starts; a
 * started or cancelled booking says so in words instead of offering the field.
 */
export default function ReservationUpdatePage() {
  return <RouteBookingGate>{(ticket) => <UpdatePlate ticket={ticket} />}</RouteBookingGate>;
}

function UpdatePlate({ ticket }: { ticket: BookingTicket }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { placeId, customerPlace } = useReservationContext();
  const { booking, resume } = ticket;
  const id = useId();
  const [plate, setPlate] = useState('');
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<BookingFailure | null>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const ticketPath = `/reservation/${placeId}/ticket-paid/${resume.assignedRightId}`;
  const trimmed = plate.trim();
  const usable = isPlausiblePlate(trimmed);
  const plateMessage =
    trimmed === ''
      ? t('reservation.update.plate_hint')
      : usable
        ? null
        : t('payment.form.plate_invalid');
  const plateError = touched && trimmed !== '' ? plateMessage : null;
  const closed: BookingFailure | null =
    booking.status === 'CANCELLED'
      ? 'cancelled'
      : booking.canChangePlate
        ? null
        : 'plate_change_too_late';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!usable) {
      document.getElementById(`${id}-plate`)?.focus();
      return;
    }
    setSaving(true);
    setFailure(null);
    try {
      await updateBookingPlate({
        kind: cardKindOf(customerPlace.paymentProvider),
        placeId,
        assignedRightId: resume.assignedRightId,
        body: { licensePlate: trimmed },
      });
      await queryClient.fetchQuery(
        getBookingTicketQueryOptions(placeId, { assignedRightId: resume.assignedRightId }),
      );
      navigate(`${ticketPath}/licence-plate-updated`);
    } catch (error) {
      // A refusal is explained by the booking as it is now (started, cancelled), read afresh.
      const fresh = await fetchBookingTicket(placeId, {
        assignedRightId: resume.assignedRightId,
      }).catch(() => undefined);
      setSaving(false);
      setFailure(bookingFailureOf(error, 'plate', fresh?.booking));
      setTimeout(() => failureRef.current?.focus(), 0);
    }
  };

  return (
    <div className="stack">
      <h1>{t('reservation.update.title')}</h1>
      <p>{t('reservation.update.current', { plate: booking.licensePlate })}</p>
      {closed ? (
        <div className="alert alert--danger" role="alert">
          <AlertIcon className="alert__icon" />
          <p>{t(`reservation.errors.${closed}`)}</p>
        </div>
      ) : (
        <form className="form" onSubmit={submit} noValidate>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-plate`}>
              {t('reservation.update.new_plate')}
            </label>
            <PlateInput
              id={`${id}-plate`}
              enterKeyHint="done"
              value={plate}
              onPlateChange={(value) => {
                setPlate(value);
                setFailure(null);
              }}
              onBlur={() => setTouched(trimmed !== '')}
              disabled={saving}
              aria-invalid={plateError ? true : undefined}
              aria-describedby={plateMessage ? `${id}-message` : undefined}
            />
            {plateMessage && (
              <p id={`${id}-message`} className={plateError ? 'field__error' : 'field__hint'}>
                {plateMessage}
              </p>
            )}
          </div>
          {failure && (
            <div ref={failureRef} tabIndex={-1} className="alert alert--danger" role="alert">
              <AlertIcon className="alert__icon" />
              <p>{t(`reservation.errors.${failure}`)}</p>
            </div>
          )}
          <button
            type="submit"
            className="button button--primary button--block"
            disabled={saving}
            aria-busy={saving ? true : undefined}
          >
            {saving ? t('reservation.update.saving') : t('reservation.update.save')}
          </button>
        </form>
      )}
      <Link className="button button--secondary button--block" to={ticketPath}>
        {t('reservation.cancel.back_to_ticket')}
      </Link>
    </div>
  );
}
