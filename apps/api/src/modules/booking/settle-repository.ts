import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import {
  lockPlaceSpaces,
  peakOccupancy,
  type Transaction,
} from '#api/db/queries/booking-capacity.js';
import { isQuoteBooked } from '#api/db/queries/quote-holds.js';
import {
  assignedRight,
  booking,
  credential,
  payment,
  paymentLine,
  pendingPayment,
  pendingQuote,
} from '#api/db/schema/index.js';
import type { RightPayment } from '../payment/index.js';
import { REFUND_REASON_FULL, REFUND_REASON_QUOTE_PAID } from './refund-reasons.js';

/** The booking's right: its payment, as every paid right records it, with the ticket's address. */
export type NewBooking = RightPayment & { assignedRightId: string; email: string };

/** What a booking's settle did: booked, found it done already, or found it could not stand. */
export type BookingSettleOutcome =
  | { status: 'settled'; start: Date; end: Date }
  | { status: 'not-settleable' }
  /** The window is full (REFUND_REASON_FULL) or the quote booked (REFUND_REASON_QUOTE_PAID). */
  | { status: 'refunding'; reason: string };

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
 * A BOOKING payment's settle (decision 051) as one transaction: the place row locked first
 * (as generate-payment-by-quote does), then the pending payment unless settled or refunded.
 * A live hold was counted when it was made: it books without a recount. An expired one (the
 * second kind paid late in the browser) is counted again under the same lock; when the window
 * is full meanwhile, the payment becomes REFUNDING in this transaction and the caller returns
 * the money after it commits (no processor call inside a transaction).
 */
export function createBookingSettleRepository(db: Database) {
  return {
    settle: (input: NewBooking): Promise<BookingSettleOutcome> =>
      db.transaction(async (tx) => {
        const spaces = (await lockPlaceSpaces(tx, input.placeId)) ?? 0;
        const [row] = await tx
          .select({
            expiresAt: pendingPayment.expiresAt,
            start: pendingQuote.startAt,
            end: pendingQuote.endAt,
            quoteId: pendingQuote.id,
          })
          .from(pendingPayment)
          .innerJoin(pendingQuote, eq(pendingQuote.id, pendingPayment.quoteId))
          .where(
            and(
              eq(pendingPayment.id, input.pendingPaymentId),
              notInArray(pendingPayment.status, ['SUCCEEDED', 'REFUNDING', 'REFUNDED']),
            ),
          )
          .for('update', { of: pendingPayment });
        if (!row) return { status: 'not-settleable' };
        // Another payment of this quote booked it (a tab whose hold expired paid anyway):
        // this one is given back, under the same lock as every settle of the place.
        if (await isQuoteBooked(tx, row.quoteId)) {
          await markRefunding(tx, input, REFUND_REASON_QUOTE_PAID);
          return { status: 'refunding', reason: REFUND_REASON_QUOTE_PAID };
        }
        if (row.expiresAt.getTime() <= input.collectedAt.getTime()) {
          const peak = await peakOccupancy(tx, {
            placeId: input.placeId,
            start: row.start,
            end: row.end,
            now: input.collectedAt,
            excludePendingId: input.pendingPaymentId,
          });
          if (peak >= spaces) {
            await markRefunding(tx, input, REFUND_REASON_FULL);
            return { status: 'refunding', reason: REFUND_REASON_FULL };
          }
        }
        await tx.insert(assignedRight).values({
          id: input.assignedRightId,
          placeId: input.placeId,
          customerId: input.customerId,
          kind: 'BOOKING',
          locale: input.locale,
          createdAt: input.collectedAt,
        });
        await tx.insert(credential).values({
          assignedRightId: input.assignedRightId,
          type: 'LICENSE_PLATE',
          localIdentifier: input.plate,
        });
        await tx.insert(payment).values({
          id: input.paymentId,
          assignedRightId: input.assignedRightId,
          type: 'BASE',
          startPeriodCovered: row.start,
          endPeriodCovered: row.end,
          transactionId: input.transactionId,
          dateCollected: input.collectedAt,
          rateLineId: input.rateLineId,
          currencyCode: input.currencyCode,
          cardBrand: input.cardBrand,
          lastFourDigits: input.lastFourDigits,
          provider: input.provider,
        });
        await tx.insert(paymentLine).values([
          { paymentId: input.paymentId, type: 'BASE', amountMinor: input.amountMinor },
          ...(input.serviceFeeMinor > 0
            ? [
                {
                  paymentId: input.paymentId,
                  type: 'SURCHARGE' as const,
                  amountMinor: input.serviceFeeMinor,
                },
              ]
            : []),
        ]);
        await tx.insert(booking).values({
          assignedRightId: input.assignedRightId,
          placeId: input.placeId,
          quoteId: row.quoteId,
          startAt: row.start,
          endAt: row.end,
          email: input.email,
          status: 'CONFIRMED',
          createdAt: input.collectedAt,
        });
        await tx
          .update(pendingPayment)
          .set({
            status: 'SUCCEEDED',
            assignedRightId: input.assignedRightId,
            paymentId: input.paymentId,
            licensePlate: input.plate,
            email: input.email,
            failureReason: null,
            updatedAt: sql`${input.collectedAt.toISOString()}::timestamptz`,
          })
          .where(eq(pendingPayment.id, input.pendingPaymentId));
        return { status: 'settled', start: row.start, end: row.end };
      }),
  };
}
