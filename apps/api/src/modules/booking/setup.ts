import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { CardingGuard, PaymentService, ResumeService } from '../payment/index.js';
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
 * The reservation flow's services on the app's payment core: quotes, booking payments (its
 * product, whose settle queues the ticket e-mail: decision 075) and the changes of a paid booking.
 */
export function createReservationServices(options: {
  db: Database;
  payment: PaymentService;
  resume: ResumeService;
  jobs: Pick<JobQueue, 'send'>;
  changes: Omit<Parameters<typeof createBookingChangesService>[0], 'db'>;
  now?: (() => Date) | undefined;
  placeCacheTtlMs: number;
  /** HOLDS_PER_CLIENT_AT_PLACE: live holds one client address may have at a place. */
  holdsPerClientAtPlace: number;
}): ReservationServices {
  const { db, payment } = options;
  payment.products.register(createBookingProduct({ db, jobs: options.jobs }));
  const quote = createQuoteService({
    db,
    placeCacheTtlMs: options.placeCacheTtlMs,
    ...(options.now ? { now: options.now } : {}),
  });
  return {
    quote,
    booking: createBookingService({
      db,
      payments: payment,
      resumes: options.resume,
      quotes: quote,
      holdsPerClient: options.holdsPerClientAtPlace,
    }),
    bookingChanges: createBookingChangesService({ db, ...options.changes }),
  };
}

/** The reservation flow's routes (spec section 7), the card calls behind the carding defence. */
export const reservationRoutes: FastifyPluginAsyncZod<{
  services: ReservationServices;
  carding: CardingGuard;
}> = async (api, { services, carding }) => {
  await api.register(quoteRoutes, { quotes: services.quote });
  await api.register(bookingPaymentRoutes, { bookings: services.booking, carding });
  await api.register(bookingChangesRoutes, { changes: services.bookingChanges });
};
