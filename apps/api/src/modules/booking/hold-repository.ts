import type { Database } from '../../db/client.js';
import { lockPlaceSpaces, peakOccupancy } from '../../db/queries/booking-capacity.js';
import { pendingPayment } from '../../db/schema/index.js';

export type NewHold = {
  id: string;
  placeId: string;
  quoteId: string;
  rateId: string;
  rateLineId: string;
  provider: 'CARD_INTENT' | 'CARD_CLIENT_SECRET';
  gateway: (typeof pendingPayment.$inferInsert)['gateway'];
  amountMinor: number;
  serviceFeeMinor: number;
  currencyCode: string;
  externalId: string;
  start: Date;
  end: Date;
  expiresAt: Date;
  at: Date;
};

/**
 * A booking's pending payment, which holds a space until it settles or expires (decision 051),
 * in one short transaction: the place row locked, then the peak of CONFIRMED bookings and live
 * holds over the window counted by a statement of its own (it sees every sale committed while
 * this one waited), then the insert. False, with nothing written, when the window is full.
 */
export function createHoldRepository(db: Database) {
  return {
    hold: (input: NewHold): Promise<boolean> =>
      db.transaction(async (tx) => {
        const spaces = (await lockPlaceSpaces(tx, input.placeId)) ?? 0;
        const occupied = await peakOccupancy(tx, {
          placeId: input.placeId,
          start: input.start,
          end: input.end,
          now: input.at,
        });
        if (occupied >= spaces) return false;
        await tx.insert(pendingPayment).values({
          id: input.id,
          placeId: input.placeId,
          rateId: input.rateId,
          rateLineId: input.rateLineId,
          kind: 'BOOKING',
          quoteId: input.quoteId,
          provider: input.provider,
          gateway: input.gateway,
          amountMinor: input.amountMinor,
          serviceFeeMinor: input.serviceFeeMinor,
          currencyCode: input.currencyCode,
          externalId: input.externalId,
          status: 'PENDING',
          expiresAt: input.expiresAt,
          createdAt: input.at,
          updatedAt: input.at,
        });
        return true;
      }),
  };
}
