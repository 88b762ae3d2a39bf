import { BOOKING_LIMITS } from '@parking/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../client.js';

/** A transaction of either driver (what db.transaction hands its callback). */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Rows of a raw statement, whichever driver ran it (both answer `{ rows }`). */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

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
 * A live hold's kind and status, written as the live holds' index says them (its predicate, then
 * the statuses that hold a space) so that the planner reads that index (decision 098). For a
 * query on pending_payment alone or beside tables without these columns.
 */
export const LIVE_HOLD_INDEXED = sql`kind = 'BOOKING' and status not in ('SUCCEEDED', 'EXPIRED')
  and status in ('PENDING', 'PROCESSING', 'FAILED', 'CHARGED')`;

type PeakInput = { placeId: string; start: Date; end: Date; now: Date; excludePendingId?: string };

/**
 * The most cars the place holds at once during [start, end), as a scalar SQL expression:
 * CONFIRMED bookings plus live holds (BOOKING pending payments not settled, refunded nor
 * expired at `now`), each over its quote's window. Peak, not a plain count of overlaps: two
 * bookings one after the other inside the window take one space, not two. A sweep: +1 at each
 * start (one before the window counts from its start), -1 at each end inside it, ends before
 * starts at one instant (windows are half-open), and the largest running sum; every running
 * sum is the count at some instant of the window, so the largest is the peak, read in
 * n log n rather than n² (the counts at every start the first version made).
 */
export function peakOccupancySql(input: PeakInput): SQL {
  const earliest = earliestOverlappingStart(input.start);
  const instant = (at: Date) => sql`${at.toISOString()}::timestamptz`;
  return peakOccupancyOf({
    placeId: sql`${input.placeId}::uuid`,
    start: instant(input.start),
    end: instant(input.end),
    earliest: instant(earliest),
    now: instant(input.now),
    excludePendingId: sql`${input.excludePendingId ?? null}::uuid`,
  });
}

/**
 * The earliest start a booking overlapping a window from `start` can have: none holds more than
 * maxHeldWindowMs, so one that started earlier has ended by `start` (peakOccupancyOf).
 */
export const earliestOverlappingStart = (start: Date) =>
  new Date(start.getTime() - BOOKING_LIMITS.maxHeldWindowMs);

/**
 * peakOccupancySql over values given as SQL expressions (typed: uuid, timestamptz), such as a
 * prepared statement's placeholders; `earliest` is earliestOverlappingStart(start).
 */
export function peakOccupancyOf(input: {
  placeId: SQL;
  start: SQL;
  end: SQL;
  earliest: SQL;
  now: SQL;
  excludePendingId: SQL;
}): SQL {
  const { placeId, start, end, earliest, now } = input;
  return sql`(
    with occupied as (
      select b.start_at, b.end_at from booking b
      where b.place_id = ${placeId} and b.status = 'CONFIRMED'
        and b.start_at < ${end} and b.end_at > ${start} and b.start_at > ${earliest}
      union all
      select q.start_at, q.end_at from pending_payment pp
      join pending_quote q on q.id = pp.quote_id
      where pp.place_id = ${placeId} and ${LIVE_HOLD_INDEXED} and pp.expires_at > ${now}
        and pp.id is distinct from ${input.excludePendingId}
        and q.start_at < ${end} and q.end_at > ${start}
    ), moves as (
      select greatest(start_at, ${start}) as at, 1 as step from occupied
      union all
      select end_at, -1 from occupied where end_at < ${end}
    )
    select coalesce(max(running), 0)::int from (
      select sum(step) over (order by at, step rows unbounded preceding) as running from moves
    ) sweep
  )`;
}

/**
 * peakOccupancySql as a statement of its own. Under the lock, run it AFTER lockPlaceSpaces: in
 * READ COMMITTED a statement's snapshot is taken when it starts, so this one sees every sale
 * that committed while this transaction waited for the lock (a CTE joined to the lock would not).
 */
export async function peakOccupancy(
  tx: Pick<Transaction, 'execute'> | Pick<Database, 'execute'>,
  input: PeakInput,
): Promise<number> {
  const result = await tx.execute(sql`select ${peakOccupancySql(input)} as peak`);
  return Number(rowsOf<{ peak: number }>(result)[0]?.peak ?? 0);
}
