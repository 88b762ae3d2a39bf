/** What the rest of the API may use of the reservations (README.md of modules/). */
export { bookingPaymentRoutes } from './routes.js';
export { type BookingService, createBookingService } from './service.js';
