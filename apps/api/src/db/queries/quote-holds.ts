import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Database } from '../client.js';
import { booking, pendingPayment } from '../schema/index.js';
import { type LivePending, livePendingColumns } from './live-pending.js';

type Reader = Pick<Database, 'select'>;

/**
 * The statuses of a live hold, with an `expires_at` still ahead: what peakOccupancy counts as
 * holding a space (docs/decisions/051) and what a quote may have only one of (070).
 */
const LIVE_HOLD_STATUSES: (typeof pendingPayment.$inferSelect)['status'][] = [
  'PENDING',
  'PROCESSING',
  'FAILED',
  'CHARGED',
];

/** A live hold: what the browser needs to pay it with the same intent. */
export type LiveHold = LivePending;

const isLive = (at: Date) =>
  and(
    eq(pendingPayment.kind, 'BOOKING'),
    inArray(pendingPayment.status, LIVE_HOLD_STATUSES),
    gt(pendingPayment.expiresAt, at),
  );

/** The quote's live hold of this card kind, if there is one. */
export async function findLiveHold(
  db: Reader,
  input: { quoteId: string; provider: 'CARD_INTENT' | 'CARD_CLIENT_SECRET'; at: Date },
): Promise<LiveHold | undefined> {
  const rows = await db
    .select(livePendingColumns)
    .from(pendingPayment)
    .where(
      and(
        eq(pendingPayment.quoteId, input.quoteId),
        eq(pendingPayment.provider, input.provider),
        isLive(input.at),
      ),
    )
    .limit(1);
  return rows[0];
}

/**
 * A live hold asked for again is valid 4 minutes from now, as a new one would be: the checkout
 * renews its payment a minute before the end (decision 046) and gets this same hold, which
 * must not lapse under it. Only one nobody is paying (PENDING, FAILED); undefined otherwise.
 * No recount: the hold is counted at every instant it lives, so no sale took its space.
 */
export async function refreshLiveHold(
  db: Pick<Database, 'update'>,
  input: { id: string; at: Date; expiresAt: Date },
): Promise<LiveHold | undefined> {
  const rows = await db
    .update(pendingPayment)
    .set({ expiresAt: input.expiresAt, updatedAt: input.at })
    .where(
      and(
        eq(pendingPayment.id, input.id),
        inArray(pendingPayment.status, ['PENDING', 'FAILED']),
        gt(pendingPayment.expiresAt, input.at),
      ),
    )
    .returning(livePendingColumns);
  return rows[0];
}

/** Whether the quote was booked (whatever became of the booking since: it was paid once). */
export async function isQuoteBooked(db: Reader, quoteId: string): Promise<boolean> {
  const rows = await db
    .select({ id: booking.assignedRightId })
    .from(booking)
    .where(eq(booking.quoteId, quoteId))
    .limit(1);
  return rows.length > 0;
}
