import type { Database } from '#api/db/client.js';
import { lockPlaceSpaces, peakOccupancy } from '#api/db/queries/booking-capacity.js';
import { insertLivePending, type NewLivePending } from '#api/db/queries/live-pending.js';
import {
  countClientHolds,
  findLiveHold,
  isQuoteBooked,
  type LiveHold,
} from '#api/db/queries/quote-holds.js';

export type NewHold = NewLivePending & {
  quoteId: string;
  start: Date;
  end: Date;
  /** The client's keyed address (client-key.ts) and how many live holds it may have here. */
  clientKey: string;
  holdsPerClient: number;
};

/** What a hold attempt found: made, the quote's own live hold, or why none can be made. */
export type HoldOutcome =
  | { kind: 'created' }
  | { kind: 'existing'; live: LiveHold }
  | { kind: 'paid' }
  | { kind: 'too-many' }
  | { kind: 'full' };

/**
 * A booking's pending payment, which holds a space until it settles or expires (decisions 051
 * and 070), in one short transaction: the place row locked, then, each as a statement of its
 * own so that it sees every hold committed while this one waited, the quote's booking, the
 * quote's live hold (one per quote: ten generates at once make one), the client's live holds
 * at the place, and the peak of bookings and holds over the window; then the insert. Nothing
 * is written unless the outcome is 'created'.
 */
export function createHoldRepository(db: Database) {
  return {
    hold: (input: NewHold): Promise<HoldOutcome> =>
      db.transaction(async (tx): Promise<HoldOutcome> => {
        const spaces = (await lockPlaceSpaces(tx, input.placeId)) ?? 0;
        if (await isQuoteBooked(tx, input.quoteId)) return { kind: 'paid' };
        const live = await findLiveHold(tx, {
          quoteId: input.quoteId,
          provider: input.provider,
          at: input.at,
        });
        if (live) return { kind: 'existing', live };
        const clientHolds = await countClientHolds(tx, {
          placeId: input.placeId,
          clientKey: input.clientKey,
          at: input.at,
        });
        if (clientHolds >= input.holdsPerClient) return { kind: 'too-many' };
        const occupied = await peakOccupancy(tx, {
          placeId: input.placeId,
          start: input.start,
          end: input.end,
          now: input.at,
        });
        if (occupied >= spaces) return { kind: 'full' };
        await insertLivePending(tx, input, {
          kind: 'BOOKING',
          quoteId: input.quoteId,
          clientKey: input.clientKey,
        });
        return { kind: 'created' };
      }),
  };
}
