/** What the rest of the API may use of the reservations (README.md of modules/). */

export {
  createReservationServices,
  type ReservationServices,
  reservationRoutes,
} from './setup.js';
export { createBookingTicketExtras } from './ticket-email/index.js';
