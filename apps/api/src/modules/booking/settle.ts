import { randomUUID } from 'node:crypto';
import type { Database } from '#api/db/client.js';
import type { PlaceLockQueue } from '#api/db/queries/place-lock-queue.js';
import type { JobQueue } from '#api/jobs/job-queue.js';
import { type Product, paymentErrors, rightPaymentOf } from '../payment/index.js';
import { sendReceiptJob } from '../receipt/index.js';
import { BOOKING_REFUND_REASONS } from './refund-reasons.js';
import { createBookingSettleRepository } from './settle-repository.js';

/**
 * A BOOKING payment as a product of the payment core (decisions 051, 075): the assigned right
 * of kind BOOKING with its plate, BASE payment over the quote's window and booking row, in one
 * transaction under the place's lock (settle-repository.ts), with its ticket's e-mail delivery;
 * after the commit, that delivery's job is sent (decision 099).
 * When the hold had expired and the window filled meanwhile, or another payment booked the
 * quote, the payment is REFUNDING and the core gives the money back.
 */
export function createBookingProduct(deps: {
  db: Database;
  /** The place's lock, shared with the holds (one queue per place). */
  placeLocks: PlaceLockQueue;
  jobs: Pick<JobQueue, 'sendOnce'>;
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
      const ticket = { deliveryId: randomUUID(), placeId: row.placeId };
      const outcome = await bookings.settle({
        ...rightPaymentOf(row, collected),
        assignedRightId,
        email,
        ticketDeliveryId: ticket.deliveryId,
      });
      if (outcome.status === 'settled') {
        return {
          status: 'settled',
          reference: assignedRightId,
          afterCommit: () => sendReceiptJob(deps.jobs, ticket),
        };
      }
      if (outcome.status === 'refunding') return { status: 'refunding', reason: outcome.reason };
      return { status: 'not-settleable' };
    },
  };
}
