import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import { pendingQuote } from '#api/db/schema/index.js';

export type PendingQuoteRow = typeof pendingQuote.$inferSelect;

/** The quotes' insert and read (pending_quote). */
export function createQuoteRepository(db: Database) {
  return {
    /**
     * The quote, written only while `occupied` (the place's peak over its window, a scalar SQL
     * expression) is below the place's spaces, read here, never cached: the courtesy count and
     * the insert in one round trip.
     * Undefined when the window is full. Values in, the same row out (nothing is defaulted).
     */
    async insertIfRoom(row: PendingQuoteRow, occupied: SQL): Promise<PendingQuoteRow | undefined> {
      const result = await db.execute(sql`
        insert into pending_quote (id, place_id, requested_start, requested_end, start_at, end_at,
          rate_line_id, lines, amount_minor, service_fee_minor, currency_code, expires_at,
          created_at)
        select ${row.id}::uuid, ${row.placeId}::uuid,
          ${row.requestedStart.toISOString()}::timestamptz,
          ${row.requestedEnd.toISOString()}::timestamptz, ${row.startAt.toISOString()}::timestamptz,
          ${row.endAt.toISOString()}::timestamptz, ${row.rateLineId}::uuid,
          ${JSON.stringify(row.lines)}::jsonb, ${row.amountMinor}::int, ${row.serviceFeeMinor}::int,
          ${row.currencyCode}, ${row.expiresAt.toISOString()}::timestamptz,
          ${row.createdAt.toISOString()}::timestamptz
        where ${occupied} < (select spaces_total from place where id = ${row.placeId}::uuid)
        returning id`);
      return (result as unknown as { rows: unknown[] }).rows.length > 0 ? row : undefined;
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
