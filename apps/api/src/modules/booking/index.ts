/** What the rest of the API may use of the reservations (README.md of modules/). */

export { type ReservationServices, setUpReservation } from './setup.js';
export { createBookingTicketExtras } from './ticket-email/index.js';
