/** Cancel and plate change of a paid booking (decision 053). */
export { bookingChangesRoutes } from './routes.js';
export { type BookingChangesService, createBookingChangesService } from './service.js';
