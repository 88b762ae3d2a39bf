import { randomUUID } from 'node:crypto';
import type { Database } from '#api/db/client.js';
import type { PlaceLockQueue } from '#api/db/queries/place-lock-queue.js';
import type { JobQueue } from '#api/jobs/job-queue.js';
import { type Product, paymentErrors, rightPaymentOf } from '../payment/index.js';
import { BOOKING_REFUND_REASONS } from './refund-reasons.js';
import { createBookingSettleRepository } from './settle-repository.js';
import { queueBookingTicket } from './ticket-email/index.js';

/**
 * A BOOKING payment as a product of the payment core (decisions 051, 075): the assigned right
 * of kind BOOKING with its plate, BASE payment over the quote's window and booking row, in one
 * transaction under the place's lock (settle-repository.ts); then its ticket e-mail is queued.
 * When the hold had expired and the window filled meanwhile, or another payment booked the
 * quote, the payment is REFUNDING and the core gives the money back.
 */
export function createBookingProduct(deps: {
  db: Database;
  /** The place's lock, shared with the holds (one queue per place). */
  placeLocks: PlaceLockQueue;
  jobs: Pick<JobQueue, 'send'>;
  now: () => Date;
}): Product {
  const bookings = createBookingSettleRepository(deps.db, deps.placeLocks, deps.now);
  return {
    kinds: ['BOOKING'],
    refundReasons: BOOKING_REFUND_REASONS,
    // The ticket's address is given with the plate (process-payment-booking).
    requiresEmail: true,
    async settle(row, collected) {
      const { email } = row;
      if (!email) throw paymentErrors.bookingNeedsEmail();
      const assignedRightId = randomUUID();
      const outcome = await bookings.settle({
        ...rightPaymentOf(row, collected),
        assignedRightId,
        email,
      });
      if (outcome.status === 'settled') {
        const ticket = { assignedRightId, placeId: row.placeId, email, locale: row.locale };
        return {
          status: 'settled',
          reference: assignedRightId,
          afterCommit: () => queueBookingTicket(deps, ticket),
        };
      }
      if (outcome.status === 'refunding') return { status: 'refunding', reason: outcome.reason };
      return { status: 'not-settleable' };
    },
  };
}
