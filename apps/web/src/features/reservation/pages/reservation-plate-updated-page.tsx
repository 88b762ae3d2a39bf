import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import { Link, useParams } from '#web/lib/router/router.tsx';
import { BookingTicketGate } from '../components/booking-ticket-gate.tsx';
import { useReservationContext } from '../reservation-context.ts';
import '#web/components/ui/alert.css';

/** After a plate change (spec section 2): the plate the booking now carries, read back from the server. */
export default function ReservationPlateUpdatedPage() {
  const { t } = useI18n();
  const { assignedRightId = '' } = useParams();
  const { placeId } = useReservationContext();
  return (
    <BookingTicketGate placeId={placeId} bookingRef={{ assignedRightId }}>
      {({ booking }) => (
        <div className="stack">
          <h1>{t('reservation.plate_updated.title')}</h1>
          <p className="alert alert--success">
            {t('reservation.plate_updated.message', { plate: booking.licensePlate })}
          </p>
          <Link
            className="button button--primary button--block"
            to={`/reservation/${placeId}/ticket-paid/${assignedRightId}`}
          >
            {t('reservation.plate_updated.view_ticket')}
          </Link>
        </div>
      )}
    </BookingTicketGate>
  );
}
