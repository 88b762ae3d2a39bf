import { BOOKING_LIMITS } from '@parking/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../client.js';

/** A transaction of either driver (what db.transaction hands its callback). */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Rows of a raw statement, whichever driver ran it (both answer `{ rows }`). */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Locks the place row (SELECT ... FOR NO KEY UPDATE: the lock of an UPDATE that changes no key,
 * so inserts that only reference the place are not held up) for the rest of the transaction:
 * every sale of its spaces, and every settle of a booking, queues here (docs/decisions/051).
 * Undefined when there is no such place.
 */
export async function lockPlaceSpaces(
  tx: Transaction,
  placeId: string,
): Promise<number | undefined> {
  const result = await tx.execute(
    sql`select spaces_total as "spacesTotal" from place where id = ${placeId}::uuid for no key update`,
  );
  return rowsOf<{ spacesTotal: number }>(result)[0]?.spacesTotal;
}

/**
 * The most cars the place holds at once during [start, end): CONFIRMED bookings plus live holds
 * (BOOKING pending payments not settled, refunded nor expired at `now`), each over its quote's
 * window. Peak, not a plain count of overlaps: two bookings one after the other inside the
 * window take one space, not two. Run AFTER lockPlaceSpaces, as its own statement: in READ
 * COMMITTED a statement's snapshot is taken when it starts, so this one sees every sale that
 * committed while this transaction waited for the lock (a CTE joined to the lock would not).
 */
export async function peakOccupancy(
  tx: Pick<Transaction, 'execute'> | Pick<Database, 'execute'>,
  input: { placeId: string; start: Date; end: Date; now: Date; excludePendingId?: string },
): Promise<number> {
  const start = input.start.toISOString();
  const end = input.end.toISOString();
  // No booking holds more than maxHeldWindowMs: one that started earlier has ended by `start`.
  const earliest = new Date(input.start.getTime() - BOOKING_LIMITS.maxHeldWindowMs).toISOString();
  const result = await tx.execute(sql`
    with occupied as (
      select b.start_at, b.end_at from booking b
      where b.place_id = ${input.placeId}::uuid and b.status = 'CONFIRMED'
        and b.start_at < ${end}::timestamptz and b.end_at > ${start}::timestamptz
        and b.start_at > ${earliest}::timestamptz
      union all
      select q.start_at, q.end_at from pending_payment pp
      join pending_quote q on q.id = pp.quote_id
      where pp.place_id = ${input.placeId}::uuid and pp.kind = 'BOOKING'
        and pp.status in ('PENDING', 'PROCESSING', 'FAILED', 'CHARGED')
        and pp.expires_at > ${input.now.toISOString()}::timestamptz
        and pp.id is distinct from ${input.excludePendingId ?? null}::uuid
        and q.start_at < ${end}::timestamptz and q.end_at > ${start}::timestamptz
    ), instants as (
      select ${start}::timestamptz as at
      union
      select start_at from occupied where start_at > ${start}::timestamptz
    )
    select coalesce(max((
      select count(*) from occupied o where o.start_at <= instants.at and o.end_at > instants.at
    )), 0)::int as peak
    from instants`);
  return Number(rowsOf<{ peak: number }>(result)[0]?.peak ?? 0);
}
