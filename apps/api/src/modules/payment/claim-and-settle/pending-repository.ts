import { and, eq, gt, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import { rateLineTimingColumns } from '#api/db/queries/rate-lines.js';
import { pendingPayment, place, rateLine } from '#api/db/schema/index.js';
import { createStatementBatch } from '#api/lib/statement-batch.js';

export type PendingPaymentRow = typeof pendingPayment.$inferSelect;
type Kind = PendingPaymentRow['provider'];

/**
 * States a process call may start from: not settled, refunded nor expired. CHARGED (paid, no
 * plate yet) waits for exactly this call to bring the plate.
 */
export const CLAIMABLE: PendingPaymentRow['status'][] = [
  'PENDING',
  'PROCESSING',
  'FAILED',
  'CHARGED',
];
/**
 * The processor holds money for these: only a settle (SUCCEEDED) or a refund may follow, never
 * FAILED, PENDING or EXPIRED.
 */
const MONEY_TAKEN: PendingPaymentRow['status'][] = [
  'SUCCEEDED',
  'CHARGED',
  'REFUNDING',
  'REFUNDED',
];

/**
 * A pending payment with what settling it needs: whose place (customer), which clock
 * (timezone) and what the rate line covers. Only the columns the core reads: every column
 * returned is parsed, on the hot path.
 */
const pendingColumns = {
  id: pendingPayment.id,
  placeId: pendingPayment.placeId,
  rateLineId: pendingPayment.rateLineId,
  provider: pendingPayment.provider,
  gateway: pendingPayment.gateway,
  amountMinor: pendingPayment.amountMinor,
  serviceFeeMinor: pendingPayment.serviceFeeMinor,
  currencyCode: pendingPayment.currencyCode,
  externalId: pendingPayment.externalId,
  status: pendingPayment.status,
  /** Why it failed or, once REFUNDING or REFUNDED, why its money went back (refund-reasons.ts). */
  failureReason: pendingPayment.failureReason,
  expiresAt: pendingPayment.expiresAt,
  licensePlate: pendingPayment.licensePlate,
  phoneNumber: pendingPayment.phoneNumber,
  locale: pendingPayment.locale,
  /**
   * What a settled payment became: its assigned right, or, for a product that makes no right
   * (a stay payment, stay-payment/settle.ts), the payment's own id, which is its order's.
   */
  assignedRightId: sql<
    string | null
  >`coalesce(${pendingPayment.assignedRightId}, case when ${pendingPayment.status} = 'SUCCEEDED' then ${pendingPayment.id} end)`,
  kind: pendingPayment.kind,
  extendsAssignedRightId: pendingPayment.extendsAssignedRightId,
  extendsRightEnd: pendingPayment.extendsRightEnd,
  extendsRightVersion: pendingPayment.extendsRightVersion,
  quoteId: pendingPayment.quoteId,
  email: pendingPayment.email,
  stayId: pendingPayment.stayId,
  periodEnd: pendingPayment.periodEnd,
  customerId: place.customerId,
  timezone: place.timezone,
  /** The processor account the intent was made with (variable names), null for the server's. */
  paymentAccount: pendingPayment.paymentAccount,
};
const withContext = { ...pendingColumns, ...rateLineTimingColumns };

/**
 * The same after a claim's UPDATE, whose FROM may not join the rate line on the updated row
 * (a STAY payment has none): the rate line's three columns read by id.
 */
const timingOfRateLine = (
  column: (typeof rateLineTimingColumns)[keyof typeof rateLineTimingColumns],
) =>
  sql<
    number | null
  >`(select ${column} from ${rateLine} where ${rateLine.id} = ${pendingPayment.rateLineId})`;
const claimedWithContext = {
  ...pendingColumns,
  durationMinutes: timingOfRateLine(rateLineTimingColumns.durationMinutes),
  startBeforeMinute: timingOfRateLine(rateLineTimingColumns.startBeforeMinute),
  endTimeOfPeriodMinute: timingOfRateLine(rateLineTimingColumns.endTimeOfPeriodMinute),
};

export type PendingLookup = { id: string } | { externalId: string };

export type DriverValues = {
  licensePlate: string;
  phoneNumber: string | null;
  locale: string | null;
  /** A booking's ticket address; null keeps the one recorded (decision 051). */
  email: string | null;
};

const p = sql.placeholder;

/** One claim of a batch: the row of `v` (snake_case, as jsonb_to_recordset reads it). */
type ClaimRow = {
  value: string;
  kind: Kind;
  license_plate: string;
  phone_number: string | null;
  locale: string | null;
  email: string | null;
  mark_processing: boolean;
  at: string;
  place_id: string | null;
  stay_id: string | null;
  pays_kind: PendingPaymentRow['kind'] | null;
};

/**
 * The pending payment's reads and its claim (decision 030, step 2). Every statement is prepared
 * once (named on PostgreSQL: parsed and planned once per connection), and each is its own
 * transaction (docs/decisions/031-payment-core.md).
 */
export function createPendingRepository(db: Database) {
  // Read by every webhook and every refused claim: the reads that arrive while one is in flight
  // go together (lib/statement-batch.ts), as a burst of webhooks does.
  const findPendingBy = (column: 'id' | 'externalId') => {
    const findRows = db
      .select({ ...withContext, foundBy: sql<string>`${pendingPayment[column]}::text` })
      .from(pendingPayment)
      .innerJoin(place, eq(place.id, pendingPayment.placeId))
      .leftJoin(rateLine, eq(rateLine.id, pendingPayment.rateLineId))
      // Compared in the column's own type, so that its index is used.
      .where(
        column === 'id'
          ? sql`${pendingPayment.id} = any(${p('values')}::uuid[])`
          : sql`${pendingPayment.externalId} = any(${p('values')}::text[])`,
      )
      .prepare(`payment_find_pendings_by_${column}`);
    return createStatementBatch({
      keyOf: (value: string) => value,
      run: async (values) => {
        const found = await findRows.execute({ values });
        const byValue = new Map(found.map(({ foundBy, ...row }) => [foundBy, row]));
        // A uuid reads back in lower case, whichever case it was asked in.
        const keyOf = (value: string) => (column === 'id' ? value.toLowerCase() : value);
        return values.map((value) => byValue.get(keyOf(value)));
      },
    });
  };
  const findPending = { id: findPendingBy('id'), externalId: findPendingBy('externalId') };

  // Step 2 of every payment, batched (lib/statement-batch.ts, decision 097): each call one row
  // of `v`, with the conditions it had alone; calls for one payment never share a batch.
  const claimBy = (column: 'id' | 'externalId') => {
    const v = (name: string) => sql.raw(`v.${name}`);
    const claimRows = db
      .update(pendingPayment)
      .set({
        licensePlate: sql`${v('license_plate')}`,
        phoneNumber: sql`${v('phone_number')}`,
        locale: sql`coalesce(${v('locale')}, ${pendingPayment.locale})`,
        email: sql`coalesce(${v('email')}, ${pendingPayment.email})`,
        status: sql`case when ${v('mark_processing')} then 'PROCESSING'::pending_payment_status else ${pendingPayment.status} end`,
        updatedAt: sql`${v('at')}`,
      })
      .from(
        // batch_rows: the batch as the planner should see it, a row or a few (decision 104).
        sql`batch_rows(${p('rows')}::jsonb) as r, jsonb_to_record(r) as v(value text,
          kind payment_provider, license_plate text, phone_number text, locale text, email text,
          mark_processing boolean, at timestamptz, place_id uuid, stay_id uuid,
          pays_kind pending_payment_kind), ${place}`,
      )
      .where(
        and(
          eq(place.id, pendingPayment.placeId),
          column === 'id'
            ? sql`${pendingPayment.id} = ${v('value')}::uuid`
            : sql`${pendingPayment.externalId} = ${v('value')}`,
          // A stay's payment only by the stay's own calls, and theirs only a stay's.
          sql`${pendingPayment.stayId} is not distinct from ${v('stay_id')}`,
          // A booking's call only a booking's payment (process-payment-booking).
          sql`(${v('pays_kind')} is null or ${pendingPayment.kind} = ${v('pays_kind')})`,
          eq(pendingPayment.provider, v('kind')),
          inArray(pendingPayment.status, CLAIMABLE),
          // One payment, one vehicle: a payment in progress keeps its plate (decision 033).
          sql`(${pendingPayment.status} <> 'PROCESSING' or ${pendingPayment.licensePlate} = ${v('license_plate')})`,
          // ...and a booking in progress its ticket address.
          sql`(${pendingPayment.status} <> 'PROCESSING' or ${pendingPayment.email} is null or ${v('email')} is null or lower(${pendingPayment.email}) = lower(${v('email')}))`,
          gt(pendingPayment.expiresAt, v('at')),
          sql`(${v('place_id')} is null or ${pendingPayment.placeId} = ${v('place_id')})`,
        ),
      )
      .returning({ ...claimedWithContext, claimedBy: sql<string>`${v('value')}` })
      .prepare(`payment_claim_by_${column}s`);
    return createStatementBatch<ClaimRow, PendingWithContext | undefined>({
      keyOf: (row) => row.value,
      run: async (batch) => {
        const claimed = await claimRows.execute({ rows: JSON.stringify(batch) });
        const byValue = new Map(claimed.map(({ claimedBy, ...row }) => [claimedBy, row]));
        return batch.map((row) => byValue.get(row.value));
      },
    });
  };
  const claim = { id: claimBy('id'), externalId: claimBy('externalId') };

  const setStatusUnlessMoneyTaken = db
    .update(pendingPayment)
    .set({
      status: sql`${p('status')}::pending_payment_status`,
      failureReason: sql`${p('failureReason')}::text`,
      updatedAt: sql`${p('at')}::timestamptz`,
    })
    .where(and(eq(pendingPayment.id, p('id')), notInArray(pendingPayment.status, MONEY_TAKEN)))
    .prepare('payment_set_status');

  const lookupValue = (lookup: PendingLookup) =>
    'id' in lookup
      ? { column: 'id' as const, value: lookup.id }
      : { column: 'externalId' as const, value: lookup.externalId };

  return {
    /** The pending payment and its context, unlocked: to explain a refused claim, or to read. */
    async findPending(lookup: PendingLookup) {
      const { column, value } = lookupValue(lookup);
      return findPending[column](value);
    },

    /**
     * Step 2 of decision 030 as one conditional UPDATE, which takes the row lock for its
     * check and write: records the driver's details (and PROCESSING) only on a payment of this
     * kind that is neither paid nor expired. Undefined when it is not; findPending says why.
     */
    async claim(input: {
      lookup: PendingLookup;
      kind: Kind;
      driver: DriverValues;
      at: Date;
      /** Only a payment of this place (update-payment-intent). */
      placeId?: string;
      /** False: keep the status (update-payment-intent precedes the browser's confirmation). */
      markProcessing: boolean;
      /** The stay a STAY payment pays (its own calls); null for every other payment. */
      stayId: string | null;
      /** Only a payment of this kind (DriverDetails.paysKind); null: any. */
      paysKind: PendingPaymentRow['kind'] | null;
    }) {
      const { column, value } = lookupValue(input.lookup);
      return claim[column]({
        value,
        kind: input.kind,
        license_plate: input.driver.licensePlate,
        phone_number: input.driver.phoneNumber,
        locale: input.driver.locale,
        email: input.driver.email,
        mark_processing: input.markProcessing,
        at: input.at.toISOString(),
        place_id: input.placeId ?? null,
        stay_id: input.stayId,
        pays_kind: input.paysKind,
      });
    },

    /**
     * A payment for which the processor holds no money may become FAILED, EXPIRED or PENDING
     * again; one that is paid, charged or refunded keeps its status.
     */
    async setStatusUnlessMoneyTaken(
      id: string,
      values: { status: 'FAILED' | 'EXPIRED' | 'PENDING'; at: Date; failureReason?: string },
    ) {
      await setStatusUnlessMoneyTaken.execute({
        id,
        status: values.status,
        failureReason: values.failureReason ?? null,
        at: values.at.toISOString(),
      });
    },
  };
}

export type PendingRepository = ReturnType<typeof createPendingRepository>;
export type PendingWithContext = NonNullable<Awaited<ReturnType<PendingRepository['findPending']>>>;
