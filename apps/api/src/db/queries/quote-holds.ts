import { and, eq, getTableColumns, gt, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { booking, pendingPayment, pendingQuote } from '../schema/index.js';
import { type LivePending, livePendingColumns } from './live-pending.js';

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

const isLive = (at: Date | SQL) =>
  and(
    eq(pendingPayment.kind, 'BOOKING'),
    // The live holds' index's predicate (booking-capacity.ts, LIVE_HOLD_INDEXED).
    notInArray(pendingPayment.status, ['SUCCEEDED', 'EXPIRED']),
    inArray(pendingPayment.status, LIVE_HOLD_STATUSES),
    gt(pendingPayment.expiresAt, at),
  );

type QuoteRow = typeof pendingQuote.$inferSelect;

/** A live hold as the read below answers it (jsonb: its instant as a string). */
type LiveHoldJson = Omit<LiveHold, 'expiresAt'> & { expiresAt: string };

/** What the read is asked for (provider: the card kind; at: now, which a live hold outlasts). */
type QuoteForHoldInput = {
  placeId: string;
  quoteId: string;
  provider: 'CARD_INTENT' | 'CARD_CLIENT_SECRET';
  at: Date;
};

/**
 * The quote of this place, whether it was booked (whatever became of the booking since: it was
 * paid once) and its live hold of this card kind, if there is one: what generate-payment-by-
 * quote reads before it makes an intent, in one prepared statement. Undefined for an unknown
 * quote or another place's.
 */
export function createQuoteForHoldReader(db: Database) {
  const live = db
    .select({
      hold: sql`jsonb_build_object('id', ${pendingPayment.id}, 'externalId', ${pendingPayment.externalId},
        'amountMinor', ${pendingPayment.amountMinor}, 'serviceFeeMinor', ${pendingPayment.serviceFeeMinor},
        'currencyCode', ${pendingPayment.currencyCode}, 'expiresAt', ${pendingPayment.expiresAt})`,
    })
    .from(pendingPayment)
    .where(
      and(
        eq(pendingPayment.quoteId, pendingQuote.id),
        eq(pendingPayment.provider, sql.placeholder('provider')),
        isLive(sql`${sql.placeholder('at')}::timestamptz`),
      ),
    )
    .limit(1);
  const read = db
    .select({
      quote: getTableColumns(pendingQuote),
      booked: sql<boolean>`exists (select 1 from ${booking} where ${booking.quoteId} = ${pendingQuote.id})`,
      live: sql<LiveHoldJson | null>`(${live})`,
    })
    .from(pendingQuote)
    .where(
      and(
        eq(pendingQuote.id, sql.placeholder('quoteId')),
        eq(pendingQuote.placeId, sql.placeholder('placeId')),
      ),
    )
    .limit(1)
    .prepare('quote_for_hold');

  return async (
    input: QuoteForHoldInput,
  ): Promise<{ quote: QuoteRow; booked: boolean; live: LiveHold | undefined } | undefined> => {
    const [row] = await read.execute({ ...input, at: input.at.toISOString() });
    if (!row) return undefined;
    const hold = row.live;
    return {
      quote: row.quote,
      booked: row.booked,
      live: hold ? { ...hold, expiresAt: new Date(hold.expiresAt) } : undefined,
    };
  };
}

export type QuoteForHoldReader = ReturnType<typeof createQuoteForHoldReader>;

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
