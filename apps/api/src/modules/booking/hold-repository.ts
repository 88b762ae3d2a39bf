import { sql } from 'drizzle-orm';
import { LIVE_HOLD_INDEXED, peakOccupancySql } from '#api/db/queries/booking-capacity.js';
import type { NewLivePending } from '#api/db/queries/live-pending.js';
import type { PlaceLockQueue } from '#api/db/queries/place-lock-queue.js';
import type { LiveHold } from '#api/db/queries/quote-holds.js';

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

type Verdict = Exclude<HoldOutcome['kind'], 'existing'> | 'existing';
type VerdictRow = {
  verdict: Verdict;
  id: string | null;
  externalId: string | null;
  amountMinor: number | null;
  serviceFeeMinor: number | null;
  currencyCode: string | null;
  expiresAt: Date | string | null;
};

const LIVE = LIVE_HOLD_INDEXED;

/**
 * The checks of decisions 051 and 070 in their order (the quote booked, its live hold, the
 * client's live holds at the place, the peak against the spaces) and the insert when they all
 * pass, as ONE statement: run after the lock is granted (place-lock-queue.ts), its snapshot sees
 * every hold and sale committed while this one waited.
 */
function checkAndInsert(input: NewHold) {
  const at = input.at.toISOString();
  const peak = peakOccupancySql({
    placeId: input.placeId,
    start: input.start,
    end: input.end,
    now: input.at,
  });
  return sql`
    with live as (
      select id, external_id, amount_minor, service_fee_minor, currency_code, expires_at
      from pending_payment
      where quote_id = ${input.quoteId}::uuid and provider = ${input.provider}::payment_provider
        and ${LIVE} and expires_at > ${at}::timestamptz
      limit 1
    ), verdict as (
      select case
        when exists (select 1 from booking where quote_id = ${input.quoteId}::uuid) then 'paid'
        when exists (select 1 from live) then 'existing'
        when (select count(*) from pending_payment
              where place_id = ${input.placeId}::uuid and client_key = ${input.clientKey}
                and ${LIVE} and expires_at > ${at}::timestamptz) >= ${input.holdsPerClient}::int
          then 'too-many'
        when ${peak} >= (select spaces_total from place where id = ${input.placeId}::uuid)
          then 'full'
        else 'created'
      end as verdict
    ), inserted as (
      insert into pending_payment (id, place_id, rate_id, rate_line_id, kind, quote_id,
        client_key, provider, gateway, payment_account, amount_minor, service_fee_minor,
        currency_code, external_id, status, expires_at, created_at, updated_at)
      select ${input.id}::uuid, ${input.placeId}::uuid, ${input.rateId}::uuid,
        ${input.rateLineId}::uuid, 'BOOKING', ${input.quoteId}::uuid, ${input.clientKey},
        ${input.provider}::payment_provider, ${input.gateway ?? null}::payment_gateway,
        ${input.paymentAccount ? JSON.stringify(input.paymentAccount) : null}::jsonb,
        ${input.amountMinor}::int, ${input.serviceFeeMinor}::int, ${input.currencyCode},
        ${input.externalId}, 'PENDING', ${input.expiresAt.toISOString()}::timestamptz,
        ${at}::timestamptz, ${at}::timestamptz
      from verdict where verdict = 'created'
      returning id
    )
    select jsonb_build_object('verdict', v.verdict, 'id', l.id, 'externalId', l.external_id,
      'amountMinor', l.amount_minor, 'serviceFeeMinor', l.service_fee_minor,
      'currencyCode', l.currency_code, 'expiresAt', l.expires_at)
    from verdict v left join live l on true`;
}

function outcomeOf(row: VerdictRow | null): HoldOutcome {
  if (!row) throw new Error('the hold statement answered nothing');
  if (row.verdict !== 'existing') return { kind: row.verdict };
  return {
    kind: 'existing',
    live: {
      id: row.id as string,
      externalId: row.externalId,
      amountMinor: Number(row.amountMinor),
      serviceFeeMinor: Number(row.serviceFeeMinor),
      currencyCode: row.currencyCode as string,
      expiresAt: new Date(row.expiresAt as Date | string),
    },
  };
}

/**
 * A booking's pending payment, which holds a space until it settles or expires (decisions 051,
 * 070, 096 and 098): one statement that checks and inserts (checkAndInsert), run under the
 * place's lock with the other calls for the place (place-lock-queue.ts). Nothing is written
 * unless the outcome is 'created'. A place that does not exist has no spaces: 'full'.
 */
export function createHoldRepository(placeLocks: PlaceLockQueue) {
  return {
    hold: async (input: NewHold): Promise<HoldOutcome> =>
      outcomeOf(await placeLocks.run<VerdictRow>(input.placeId, () => checkAndInsert(input))),
  };
}

export type HoldRepository = ReturnType<typeof createHoldRepository>;
