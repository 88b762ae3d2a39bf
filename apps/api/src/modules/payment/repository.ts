import { and, eq, gt, inArray, isNull, lt, max, notInArray, or, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import {
  assignedRight,
  credential,
  customer,
  organization,
  payment,
  paymentLine,
  pendingPayment,
  place,
  rate,
  rateLine,
} from '../../db/schema/index.js';
import { reminderPhoneOf, SCHEDULE_REMINDER_CTES } from '../reminder/schedule.js';

export type PendingPaymentInsert = typeof pendingPayment.$inferInsert;
export type PendingPaymentRow = typeof pendingPayment.$inferSelect;
type Kind = PendingPaymentRow['provider'];

/**
 * States a process call may start from: not settled, refunded nor expired. CHARGED (paid, no
 * plate yet) waits for exactly this call to bring the plate.
 */
const CLAIMABLE: PendingPaymentRow['status'][] = ['PENDING', 'PROCESSING', 'FAILED', 'CHARGED'];
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
/** Once money is being returned, or was, nothing may settle the payment. */
const NOT_SETTLEABLE = sql`('SUCCEEDED', 'REFUNDING', 'REFUNDED')`;

/**
 * A pending payment with what settling it needs: whose place (customer), which clock
 * (timezone) and what the rate line covers. Only the columns the core reads: every column
 * returned is parsed, on the hot path.
 */
const withContext = {
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
  expiresAt: pendingPayment.expiresAt,
  licensePlate: pendingPayment.licensePlate,
  phoneNumber: pendingPayment.phoneNumber,
  locale: pendingPayment.locale,
  assignedRightId: pendingPayment.assignedRightId,
  kind: pendingPayment.kind,
  extendsAssignedRightId: pendingPayment.extendsAssignedRightId,
  customerId: place.customerId,
  timezone: place.timezone,
  durationMinutes: rateLine.durationMinutes,
  startBeforeMinute: rateLine.startBeforeMinute,
  endTimeOfPeriodMinute: rateLine.endTimeOfPeriodMinute,
};

export type PendingLookup = { id: string } | { externalId: string };

export type DriverValues = {
  licensePlate: string;
  phoneNumber: string | null;
  locale: string | null;
};

export type NewAssignedRight = {
  pendingPaymentId: string;
  /** The new right, or for an extension the existing right the payment is added to. */
  assignedRightId: string;
  /** An extension adds the payment (and lines) to assignedRightId and creates no right. */
  extension: boolean;
  paymentId: string;
  placeId: string;
  customerId: string;
  /** Normalised; never empty: a paid right without its plate would get its driver fined. */
  plate: string;
  phoneNumber: string | null;
  locale: string;
  start: Date;
  end: Date;
  collectedAt: Date;
  transactionId: string;
  rateLineId: string;
  currencyCode: string;
  cardBrand: string | null;
  lastFourDigits: string | null;
  provider: Kind;
  amountMinor: number;
  serviceFeeMinor: number;
};

const p = sql.placeholder;
const dialect = new PgDialect();
/** Rows of a raw statement, whichever driver ran it (both answer `{ rows }`). */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Step 4 in one statement, hence one transaction: SELECT ... FOR UPDATE the pending payment
 * unless it is settled or refunded, and from that locked row insert the assigned right, its plate, its
 * BASE payment and lines, schedule or move its SMS reminder (reminder/schedule.ts), and mark
 * the payment SUCCEEDED. A concurrent settle waits on the row lock, then finds SUCCEEDED
 * (PostgreSQL re-checks the condition on the committed row) and inserts nothing. Foreign keys are checked at the end of the statement.
 */
const settleSql = (withReminder: boolean) => sql`
  with locked as (
    select ${pendingPayment.id} from ${pendingPayment}
    where ${pendingPayment.id} = ${p('pendingPaymentId')}::uuid
      and ${pendingPayment.status} not in ${NOT_SETTLEABLE}
    for update
  ), new_right as (
    insert into ${assignedRight} (id, place_id, customer_id, kind, phone_number,
      notify_before_expiry, locale, created_at)
    select ${p('assignedRightId')}::uuid, ${p('placeId')}::uuid, ${p('customerId')}::uuid,
      'TRANSIENT', ${p('phoneNumber')}::text, ${p('phoneNumber')}::text is not null,
      ${p('locale')}::text, ${p('collectedAt')}::timestamptz
    from locked
    where not ${p('extension')}::boolean
    returning id
  ), target as (
    select id from new_right
    union all
    select ${p('assignedRightId')}::uuid from locked where ${p('extension')}::boolean
  ), new_credential as (
    insert into ${credential} (assigned_right_id, type, local_identifier)
    select id, 'LICENSE_PLATE', ${p('plate')}::text from new_right
  ), new_payment as (
    insert into ${payment} (id, assigned_right_id, type, start_period_covered,
      end_period_covered, transaction_id, date_collected, rate_line_id, currency_code,
      card_brand, last_four_digits, provider)
    select ${p('paymentId')}::uuid, id, 'BASE', ${p('start')}::timestamptz,
      ${p('end')}::timestamptz, ${p('transactionId')}::text, ${p('collectedAt')}::timestamptz,
      ${p('rateLineId')}::uuid, ${p('currencyCode')}::text, ${p('cardBrand')}::text,
      ${p('lastFourDigits')}::text, ${p('provider')}::payment_provider
    from target
    returning id
  ), new_lines as (
    insert into ${paymentLine} (payment_id, type, code, amount_minor)
    select new_payment.id, line.type::payment_line_type, null, line.amount
    from new_payment, (values ('BASE', ${p('amountMinor')}::int),
      ('SURCHARGE', ${p('serviceFeeMinor')}::int)) as line(type, amount)
    where line.type = 'BASE' or line.amount > 0
  ), ${withReminder ? sql`${SCHEDULE_REMINDER_CTES}, ` : sql``}settled as (
    update ${pendingPayment} set status = 'SUCCEEDED',
      assigned_right_id = ${p('assignedRightId')}::uuid, payment_id = ${p('paymentId')}::uuid,
      license_plate = ${p('plate')}::text, failure_reason = null,
      updated_at = ${p('collectedAt')}::timestamptz
    where ${pendingPayment.id} in (select id from locked)
    returning 1
  )
  select count(*)::int as settled from settled`;

/**
 * SQL of the payment core. Every statement is prepared once (named on PostgreSQL: parsed and
 * planned once per connection), and the hot path is a handful of single statements, each its
 * own transaction: one round trip each, and nothing for another request to interleave with on
 * PGlite's single connection (docs/decisions/031-payment-core.md).
 */
export function createPaymentRepository(db: Database) {
  const findPlaceAndRateLine = db
    .select({
      placeId: place.id,
      placeName: place.name,
      timezone: place.timezone,
      paymentProvider: place.paymentProvider,
      paymentGateway: place.paymentGateway,
      organizationName: organization.name,
      rateLineId: rateLine.id,
      valueMinor: rateLine.valueMinor,
      serviceFeeMinor: rateLine.serviceFeeMinor,
      durationMinutes: rateLine.durationMinutes,
      startBeforeMinute: rateLine.startBeforeMinute,
      endTimeOfPeriodMinute: rateLine.endTimeOfPeriodMinute,
      rateId: rate.id,
      ratePlaceId: rate.placeId,
      rateName: rate.name,
      rateType: rate.type,
      rateActive: rate.active,
      currencyCode: rate.currencyCode,
    })
    .from(place)
    .innerJoin(customer, eq(customer.id, place.customerId))
    .innerJoin(organization, eq(organization.id, customer.organizationId))
    .leftJoin(rateLine, eq(rateLine.id, p('rateLineId')))
    .leftJoin(rate, eq(rate.id, rateLine.rateId))
    .where(eq(place.id, p('placeId')))
    .limit(1)
    .prepare('payment_place_and_rate_line');

  const findPlace = db
    .select({
      placeId: place.id,
      paymentProvider: place.paymentProvider,
      paymentGateway: place.paymentGateway,
      organizationName: organization.name,
    })
    .from(place)
    .innerJoin(customer, eq(customer.id, place.customerId))
    .innerJoin(organization, eq(organization.id, customer.organizationId))
    .where(eq(place.id, p('placeId')))
    .limit(1)
    .prepare('payment_place');

  const insertPending = db
    .insert(pendingPayment)
    .values({
      id: p('id'),
      placeId: p('placeId'),
      rateId: p('rateId'),
      rateLineId: p('rateLineId'),
      provider: p('provider'),
      gateway: p('gateway'),
      amountMinor: p('amountMinor'),
      serviceFeeMinor: p('serviceFeeMinor'),
      currencyCode: p('currencyCode'),
      externalId: p('externalId'),
      kind: sql`${p('kind')}::pending_payment_kind`,
      extendsAssignedRightId: sql`${p('extendsAssignedRightId')}::uuid`,
      status: 'PENDING',
      expiresAt: p('expiresAt'),
      createdAt: p('createdAt'),
      updatedAt: p('createdAt'),
    })
    .prepare('payment_insert_pending');

  const findPendingBy = (column: 'id' | 'externalId') =>
    db
      .select(withContext)
      .from(pendingPayment)
      .innerJoin(place, eq(place.id, pendingPayment.placeId))
      .innerJoin(rateLine, eq(rateLine.id, pendingPayment.rateLineId))
      .where(eq(pendingPayment[column], p('value')))
      .limit(1)
      .prepare(`payment_find_pending_by_${column}`);
  const findPending = { id: findPendingBy('id'), externalId: findPendingBy('externalId') };

  const claimBy = (column: 'id' | 'externalId') =>
    db
      .update(pendingPayment)
      .set({
        licensePlate: sql`${p('licensePlate')}::text`,
        phoneNumber: sql`${p('phoneNumber')}::text`,
        locale: sql`coalesce(${p('locale')}::text, ${pendingPayment.locale})`,
        status: sql`case when ${p('markProcessing')}::boolean then 'PROCESSING'::pending_payment_status else ${pendingPayment.status} end`,
        updatedAt: sql`${p('at')}::timestamptz`,
      })
      // Both as FROM items: a JOIN's condition may not refer to the updated table.
      .from(sql`${place}, ${rateLine}`)
      .where(
        and(
          eq(place.id, pendingPayment.placeId),
          eq(rateLine.id, pendingPayment.rateLineId),
          eq(pendingPayment[column], p('value')),
          eq(pendingPayment.provider, sql`${p('kind')}::payment_provider`),
          inArray(pendingPayment.status, CLAIMABLE),
          // One payment, one vehicle: a payment in progress keeps its plate (decision 033).
          sql`(${pendingPayment.status} <> 'PROCESSING' or ${pendingPayment.licensePlate} = ${p('licensePlate')}::text)`,
          gt(pendingPayment.expiresAt, sql`${p('at')}::timestamptz`),
          sql`(${p('placeId')}::uuid is null or ${pendingPayment.placeId} = ${p('placeId')}::uuid)`,
        ),
      )
      .returning(withContext)
      .prepare(`payment_claim_by_${column}`);
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

  // Two variants: the reminder's steps (a settings lookup and an upsert) only when there is a
  // reminder to schedule (a phone) or perhaps to move (an extension). Measured on PGlite, where
  // every statement queues on one connection, they cost a payment without a phone about a fifth.
  const prepareSettle = (withReminder: boolean) =>
    db._.session.prepareQuery(
      dialect.sqlToQuery(settleSql(withReminder)),
      undefined,
      withReminder ? 'payment_settle_reminder' : 'payment_settle',
      false,
    );
  const settlePlain = prepareSettle(false);
  const settleWithReminder = prepareSettle(true);

  /**
   * One conditional UPDATE: the payment moves to `status` only from the states `from` allows
   * and while no plate is recorded (a plate means it can still be settled). True when it moved.
   */
  async function moveWithoutPlate(
    id: string,
    status: 'CHARGED' | 'REFUNDING',
    at: Date,
    from: SQL,
  ): Promise<boolean> {
    const rows = await db
      .update(pendingPayment)
      .set({ status, updatedAt: at })
      .where(and(eq(pendingPayment.id, id), from, isNull(pendingPayment.licensePlate)))
      .returning({ id: pendingPayment.id });
    return rows.length === 1;
  }

  const lookupValue = (lookup: PendingLookup) =>
    'id' in lookup
      ? { column: 'id' as const, value: lookup.id }
      : { column: 'externalId' as const, value: lookup.externalId };

  return {
    /**
     * The place with its organisation and, when it exists, the rate line asked for and its
     * rate: one query, so that a missing place and a missing rate can be told apart.
     */
    async findPlaceAndRateLine(placeId: string, rateLineId: string) {
      const rows = await findPlaceAndRateLine.execute({ placeId, rateLineId });
      return rows[0];
    },

    async findPlace(placeId: string) {
      const rows = await findPlace.execute({ placeId });
      return rows[0];
    },

    /** Inserts a PENDING payment; the caller already holds every value it needs back. */
    async insertPending(values: {
      id: string;
      placeId: string;
      rateId: string;
      rateLineId: string;
      provider: Kind;
      gateway: PendingPaymentRow['gateway'];
      amountMinor: number;
      serviceFeeMinor: number;
      currencyCode: string;
      externalId: string | null;
      kind: PendingPaymentRow['kind'];
      extendsAssignedRightId: string | null;
      expiresAt: Date;
      createdAt: Date;
    }): Promise<void> {
      await insertPending.execute(values);
    },

    /** The pending payment and its context, unlocked: to explain a refused claim, or to read. */
    async findPending(lookup: PendingLookup) {
      const { column, value } = lookupValue(lookup);
      const rows = await findPending[column].execute({ value });
      return rows[0];
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
    }) {
      const { column, value } = lookupValue(input.lookup);
      const rows = await claim[column].execute({
        value,
        kind: input.kind,
        licensePlate: input.driver.licensePlate,
        phoneNumber: input.driver.phoneNumber,
        locale: input.driver.locale,
        markProcessing: input.markProcessing,
        at: input.at.toISOString(),
        placeId: input.placeId ?? null,
      });
      return rows[0];
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

    /**
     * The end of an assigned right of a place (its latest BASE payment's end), null when it has
     * no BASE payment, undefined when there is no such right at the place.
     */
    async findRightEnd(assignedRightId: string, placeId: string) {
      const rows = await db
        .select({ end: max(payment.endPeriodCovered) })
        .from(assignedRight)
        .leftJoin(
          payment,
          and(eq(payment.assignedRightId, assignedRight.id), eq(payment.type, 'BASE')),
        )
        .where(and(eq(assignedRight.id, assignedRightId), eq(assignedRight.placeId, placeId)))
        .groupBy(assignedRight.id);
      const row = rows[0];
      return row ? (row.end ?? null) : undefined;
    },

    /**
     * The processor took the money of a payment that has no plate yet (a webhook came before
     * the driver's process call): CHARGED, which only a settle or a refund leaves. False when a
     * claim recorded a plate meanwhile, or the payment left the states it may come from.
     */
    async markCharged(id: string, at: Date): Promise<boolean> {
      return moveWithoutPlate(id, 'CHARGED', at, inArray(pendingPayment.status, CLAIMABLE));
    },

    /**
     * Starts returning the money of a payment that can no longer become a session (expired
     * without a plate): REFUNDING, under the row lock, so that no settle can follow. Also taken
     * again from REFUNDING (a refund cut off by a crash is retried with the same key). False when
     * the payment was settled, refunded, or a plate was recorded meanwhile.
     */
    async beginRefund(id: string, at: Date): Promise<boolean> {
      const from = notInArray(pendingPayment.status, ['SUCCEEDED', 'REFUNDED']);
      return moveWithoutPlate(id, 'REFUNDING', at, from);
    },

    /** The processor returned the money: REFUNDED with its refund id and why. */
    async finishRefund(input: { id: string; refundId: string; reason: string; at: Date }) {
      await db
        .update(pendingPayment)
        .set({
          status: 'REFUNDED',
          refundId: input.refundId,
          refundedAt: input.at,
          failureReason: input.reason,
          updatedAt: input.at,
        })
        .where(and(eq(pendingPayment.id, input.id), eq(pendingPayment.status, 'REFUNDING')));
    },

    /**
     * The reconciler's batch: up to `limit` card payments still unfinished that expired before
     * `expiredBefore`, skipping rows another instance holds and rows checked since
     * `checkedBefore`; each is leased (checked_at = at) before it is looked at.
     */
    async leaseUnfinished(input: {
      expiredBefore: Date;
      checkedBefore: Date;
      at: Date;
      limit: number;
    }): Promise<string[]> {
      const due = db
        .select({ id: pendingPayment.id })
        .from(pendingPayment)
        .where(
          and(
            // The partial index's own predicate, so that the planner uses it.
            sql`${pendingPayment.gateway} is not null and ${pendingPayment.status} not in ('SUCCEEDED', 'EXPIRED')`,
            inArray(pendingPayment.status, [...CLAIMABLE, 'REFUNDING']),
            lt(pendingPayment.expiresAt, input.expiredBefore),
            or(isNull(pendingPayment.checkedAt), lt(pendingPayment.checkedAt, input.checkedBefore)),
          ),
        )
        .orderBy(pendingPayment.expiresAt)
        .limit(input.limit)
        .for('update', { skipLocked: true });
      const rows = await db
        .update(pendingPayment)
        .set({ checkedAt: input.at })
        .where(inArray(pendingPayment.id, due))
        .returning({ id: pendingPayment.id });
      return rows.map((row) => row.id);
    },

    /** Creates the right of an unsettled payment (see settleSql); true when this call settled it. */
    async settle(right: NewAssignedRight): Promise<boolean> {
      const reminderPhone = reminderPhoneOf(right.phoneNumber);
      const statement = reminderPhone || right.extension ? settleWithReminder : settlePlain;
      const result = await statement.execute({
        ...right,
        start: right.start.toISOString(),
        end: right.end.toISOString(),
        collectedAt: right.collectedAt.toISOString(),
        reminderPhone,
      });
      return Number(rowsOf<{ settled: number }>(result)[0]?.settled ?? 0) === 1;
    },
  };
}

export type PaymentRepository = ReturnType<typeof createPaymentRepository>;
export type PendingWithContext = NonNullable<Awaited<ReturnType<PaymentRepository['findPending']>>>;
export type PlaceAndRateLine = NonNullable<
  Awaited<ReturnType<PaymentRepository['findPlaceAndRateLine']>>
>;
