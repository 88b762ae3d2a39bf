import type { BookingTicket } from '@parking/domain/contracts';
import type { ReactNode } from 'react';
import { DataGate } from '#web/components/ui/data-gate.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useI18n } from '#web/lib/i18n/i18n-provider.tsx';
import { Link, useParams } from '#web/lib/router/router.tsx';
import { isWellFormedRef } from '#web/lib/well-formed-ref.ts';
import { type BookingRef, useBookingTicket } from '../api/get-booking-ticket.ts';
import { useReservationContext } from '../reservation-context.ts';
import '#web/components/ui/not-found.css';

/**
 * Loads a booking for the ticket, cancel and update pages: a malformed or unknown id is the
 * not-found content with the way back to the reservation home; other failures offer a retry.
 */
export function BookingTicketGate({
  placeId,
  bookingRef,
  children,
}: {
  placeId: string;
  bookingRef: BookingRef;
  children: (ticket: BookingTicket) => ReactNode;
}) {
  const { t } = useI18n();
  const valid = isWellFormedRef(bookingRef);
  const query = useBookingTicket(placeId, bookingRef, { enabled: valid });
  const notFound = (
    <section className="not-found">
      <img className="not-found__image" src="/images/404.svg" alt="" width={240} height={160} />
      <h1>{t('errors.not_found_title')}</h1>
      <p>{t('errors.not_found_description')}</p>
      <Link className="button button--primary" to={`/reservation/${placeId}`}>
        {t('errors.not_found_place_home')}
      </Link>
    </section>
  );
  return (
    <DataGate
      query={query}
      valid={valid}
      notFound={notFound}
      loading={<Spinner label={t('reservation.ticket.loading')} />}
    >
      {children}
    </DataGate>
  );
}

/** The gate for the booking the route names (`:assignedRightId`) at the flow's place. */
export function RouteBookingGate({ children }: { children: (ticket: BookingTicket) => ReactNode }) {
  const { assignedRightId = '' } = useParams();
  const { placeId } = useReservationContext();
  return (
    <BookingTicketGate placeId={placeId} bookingRef={{ assignedRightId }}>
      {children}
    </BookingTicketGate>
  );
}
