import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import { earliestOverlappingStart, peakOccupancyOf } from '#api/db/queries/booking-capacity.js';
import { prepareRows } from '#api/db/queries/prepared-rows.js';
import { pendingQuote } from '#api/db/schema/index.js';

export type PendingQuoteRow = typeof pendingQuote.$inferSelect;

/** The quotes' insert and read (pending_quote). */
const p = sql.placeholder;
const instant = (name: string) => sql`${p(name)}::timestamptz`;

/**
 * The quote, written only while the place's peak over its window (decision 051, a courtesy
 * count: the hold counts again under the lock) is below its spaces, read here, never cached:
 * the count and the insert in one round trip, prepared once (planned once per connection).
 */
const insertIfRoomSql = sql`
  insert into pending_quote (id, place_id, requested_start, requested_end, start_at, end_at,
    rate_line_id, lines, amount_minor, service_fee_minor, currency_code, expires_at, created_at)
  select ${p('id')}::uuid, ${p('placeId')}::uuid, ${instant('requestedStart')},
    ${instant('requestedEnd')}, ${instant('startAt')}, ${instant('endAt')},
    ${p('rateLineId')}::uuid, ${p('lines')}::jsonb, ${p('amountMinor')}::int,
    ${p('serviceFeeMinor')}::int, ${p('currencyCode')}::text, ${instant('expiresAt')},
    ${instant('createdAt')}
  where ${peakOccupancyOf({
    placeId: sql`${p('placeId')}::uuid`,
    start: instant('startAt'),
    end: instant('endAt'),
    earliest: instant('earliest'),
    now: instant('createdAt'),
    excludePendingId: sql`null::uuid`,
  })} < (select spaces_total from place where id = ${p('placeId')}::uuid)
  returning id`;

export function createQuoteRepository(db: Database) {
  const insert = prepareRows<{ id: string }>(db, insertIfRoomSql, 'quote_insert_if_room');
  return {
    /**
     * The quote, written only while the place has room over its window (insertIfRoomSql), its
     * live holds counted at `createdAt`. Undefined when the window is full. Values in, the same
     * row out (nothing is defaulted).
     */
    async insertIfRoom(row: PendingQuoteRow): Promise<PendingQuoteRow | undefined> {
      const rows = await insert({
        ...row,
        requestedStart: row.requestedStart.toISOString(),
        requestedEnd: row.requestedEnd.toISOString(),
        startAt: row.startAt.toISOString(),
        endAt: row.endAt.toISOString(),
        expiresAt: row.expiresAt.toISOString(),
        createdAt: row.createdAt.toISOString(),
        earliest: earliestOverlappingStart(row.startAt).toISOString(),
        lines: JSON.stringify(row.lines),
      });
      return rows.length > 0 ? row : undefined;
    },

    /** The quote of this place, undefined for an unknown one or another place's. */
    async find(placeId: string, quoteId: string): Promise<PendingQuoteRow | undefined> {
      const rows = await db
        .select()
        .from(pendingQuote)
        .where(and(eq(pendingQuote.id, quoteId), eq(pendingQuote.placeId, placeId)))
        .limit(1);
      return rows[0];
    },
  };
}
