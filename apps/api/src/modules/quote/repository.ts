import { and, eq } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import { pendingQuote } from '#api/db/schema/index.js';

export type PendingQuoteRow = typeof pendingQuote.$inferSelect;

/** The quotes' insert and read (pending_quote). */
export function createQuoteRepository(db: Database) {
  return {
    async insert(values: typeof pendingQuote.$inferInsert): Promise<PendingQuoteRow> {
      const [row] = await db.insert(pendingQuote).values(values).returning();
      if (!row) throw new Error('pending_quote insert returned nothing');
      return row;
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
