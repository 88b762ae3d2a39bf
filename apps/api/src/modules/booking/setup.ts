import { createPlaceLockQueue } from '#api/db/queries/place-lock-queue.js';
import type { Flow, FlowDeps } from '#api/flow-setup.js';
import { createQuoteService, type QuoteService, quoteRoutes } from '../quote/index.js';
import {
  type BookingChangesService,
  bookingChangesRoutes,
  createBookingChangesService,
} from './changes/index.js';
import { bookingPaymentRoutes } from './routes.js';
import { type BookingService, createBookingService } from './service.js';
import { createBookingProduct } from './settle.js';

export type ReservationServices = {
  /** Reservation quotes (decision 051). */
  quote: QuoteService;
  /** Paying for a reservation and its ticket (decision 051). */
  booking: BookingService;
  /** Cancel (and refund) and plate change of paid bookings; its sweeper finishes refunds. */
  bookingChanges: BookingChangesService;
};

/**
 * The reservation flow on the app's payment core (decision 076): quotes, booking payments (whose
 * settle queues the ticket e-mail) and the changes of a paid booking; its routes are spec
 * section 7's, the card calls behind the carding defence.
 */
export function setUpReservation(deps: FlowDeps): Flow<ReservationServices> {
  const { db, payment, config } = deps;
  // Holds and settles of one place share its lock's queue (decision 098).
  const placeLocks = createPlaceLockQueue(db);
  payment.products.register(
    createBookingProduct({ db, placeLocks, jobs: deps.jobs, now: deps.now }),
  );
  const quote = createQuoteService({
    db,
    placeCacheTtlMs: config.placeCacheTtlMs,
    configChanges: deps.configChanges,
    now: deps.now,
  });
  const booking = createBookingService({
    db,
    payments: payment,
    resumes: deps.resume,
    quotes: quote,
    placeLocks,
    holdsPerClient: config.holdsPerClientAtPlace,
    placeCacheTtlMs: config.placeCacheTtlMs,
    configChanges: deps.configChanges,
  });
  const bookingChanges = createBookingChangesService({
    db,
    processors: deps.processors,
    now: deps.now,
    logger: deps.logger,
    refundSweepIntervalMs: config.jobs.paymentReconcileIntervalMs,
  });
  return {
    services: { quote, booking, bookingChanges },
    background: [bookingChanges.refundSweeper],
    routes: async (api) => {
      await api.register(quoteRoutes, { quotes: quote });
      await api.register(bookingPaymentRoutes, { bookings: booking, carding: deps.carding });
      await api.register(bookingChangesRoutes, { changes: bookingChanges });
    },
  };
}
