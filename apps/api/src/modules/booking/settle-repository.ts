import { eq } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import {
  lockPlaceSpaces,
  peakOccupancy,
  rowsOf,
  type Transaction,
} from '#api/db/queries/booking-capacity.js';
import type { PlaceLockQueue } from '#api/db/queries/place-lock-queue.js';
import { pendingPayment } from '#api/db/schema/index.js';
import { REFUND_REASON_FULL, REFUND_REASON_QUOTE_PAID } from './refund-reasons.js';
import {
  bookRightSql,
  type NewBooking,
  settleLiveHoldSql,
  settleTargetSql,
} from './settle-statements.js';

/** What a booking's settle did: booked, found it done already, or found it could not stand. */
export type BookingSettleOutcome =
  | { status: 'settled'; start: Date; end: Date }
  | { status: 'not-settleable' }
  /** The window is full (REFUND_REASON_FULL) or the quote booked (REFUND_REASON_QUOTE_PAID). */
  | { status: 'refunding'; reason: string };

/** What settleTargetSql reads (instants as the driver gives them: a Date or a string). */
type SettleTarget = {
  expiresAt: Date | string;
  start: Date | string;
  end: Date | string;
  quoteId: string;
  quoteBooked: boolean;
};

/** What settleLiveHoldSql answers. */
type LiveSettle = { settled: boolean; start: string; end: string };

/** The payment will be given back after the commit (no processor call in a transaction). */
function markRefunding(tx: Transaction, input: NewBooking, reason: string) {
  return tx
    .update(pendingPayment)
    .set({
      status: 'REFUNDING',
      licensePlate: input.plate,
      email: input.email,
      failureReason: reason,
      updatedAt: input.collectedAt,
    })
    .where(eq(pendingPayment.id, input.pendingPaymentId));
}

/**
 * A BOOKING payment's settle (decisions 051 and 096). A hold still live when the place's lock is
 * granted books in one call to the database (settleLiveHoldSql, under the place's lock with the other calls for the place:
 * place-lock-queue.ts): it was
 * counted when it was made, and its booking replaces it in one commit. Anything else (settled
 * already, its quote booked, expired) takes the transaction below: the place row locked, the
 * pending payment unless settled or refunded with whether its quote was booked, an expired
 * hold counted again (live meaning live when the lock was granted); when the window is full or
 * the quote booked, the payment becomes REFUNDING and the caller returns the money after the
 * commit (no processor call inside a transaction).
 */
export function createBookingSettleRepository(
  db: Database,
  placeLocks: PlaceLockQueue,
  now: () => Date,
) {
  return {
    settle: async (input: NewBooking): Promise<BookingSettleOutcome> => {
      // The common case, a hold still live: one call, the lock held while the database works.
      const live = await placeLocks.run<LiveSettle>(input.placeId, () =>
        settleLiveHoldSql(input, now()),
      );
      if (live?.settled) {
        return { status: 'settled', start: new Date(live.start), end: new Date(live.end) };
      }
      return db.transaction(async (tx): Promise<BookingSettleOutcome> => {
        const spaces = (await lockPlaceSpaces(tx, input.placeId)) ?? 0;
        const row = rowsOf<SettleTarget>(
          await tx.execute(settleTargetSql(input.pendingPaymentId)),
        )[0];
        if (!row) return { status: 'not-settleable' };
        const window = { start: new Date(row.start), end: new Date(row.end), quoteId: row.quoteId };
        // Another payment of this quote booked it (a tab whose hold expired paid anyway):
        // this one is given back, under the same lock as every settle of the place.
        if (row.quoteBooked) {
          await markRefunding(tx, input, REFUND_REASON_QUOTE_PAID);
          return { status: 'refunding', reason: REFUND_REASON_QUOTE_PAID };
        }
        // Live when the lock was granted, not only when the money was collected: a hold that
        // expired while this settle waited may have been left out by a sale that committed
        // first, so it is counted again.
        const at = Math.max(input.collectedAt.getTime(), now().getTime());
        if (new Date(row.expiresAt).getTime() <= at) {
          const peak = await peakOccupancy(tx, {
            placeId: input.placeId,
            ...window,
            now: new Date(at),
            excludePendingId: input.pendingPaymentId,
          });
          if (peak >= spaces) {
            await markRefunding(tx, input, REFUND_REASON_FULL);
            return { status: 'refunding', reason: REFUND_REASON_FULL };
          }
        }
        await tx.execute(bookRightSql(input, window));
        return { status: 'settled', start: window.start, end: window.end };
      });
    },
  };
}
