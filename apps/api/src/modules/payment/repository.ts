import { and, eq, ne } from 'drizzle-orm';
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

/** The database or a transaction of it: a transaction is a PgDatabase too. */
export type Executor = Database;
export type PendingPaymentInsert = typeof pendingPayment.$inferInsert;
export type PendingPaymentRow = typeof pendingPayment.$inferSelect;

/** What finalising needs besides the pending payment: whose place, which clock, how long. */
const lockedColumns = {
  pending: pendingPayment,
  customerId: place.customerId,
  timezone: place.timezone,
  durationMinutes: rateLine.durationMinutes,
  startBeforeMinute: rateLine.startBeforeMinute,
  endTimeOfPeriodMinute: rateLine.endTimeOfPeriodMinute,
};

export type PendingLookup = { id: string } | { externalId: string };
const byLookup = (lookup: PendingLookup) =>
  'id' in lookup
    ? eq(pendingPayment.id, lookup.id)
    : eq(pendingPayment.externalId, lookup.externalId);

export type NewAssignedRight = {
  assignedRightId: string;
  paymentId: string;
  placeId: string;
  customerId: string;
  plate: string | null;
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
  provider: PendingPaymentRow['provider'];
  amountMinor: number;
  serviceFeeMinor: number;
};

/** SQL of the payment core. Transactions are the service's: functions take their executor. */
export function createPaymentRepository(db: Database) {
  return {
    /**
     * The place with its organisation and, when it exists, the rate line asked for and its
     * rate: one query, so that a missing place and a missing rate can be told apart.
     */
    async findPlaceAndRateLine(placeId: string, rateLineId: string) {
      const rows = await db
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
        .leftJoin(rateLine, eq(rateLine.id, rateLineId))
        .leftJoin(rate, eq(rate.id, rateLine.rateId))
        .where(eq(place.id, placeId))
        .limit(1);
      return rows[0];
    },

    async findPlace(placeId: string) {
      const rows = await db
        .select({
          placeId: place.id,
          paymentProvider: place.paymentProvider,
          paymentGateway: place.paymentGateway,
          organizationName: organization.name,
        })
        .from(place)
        .innerJoin(customer, eq(customer.id, place.customerId))
        .innerJoin(organization, eq(organization.id, customer.organizationId))
        .where(eq(place.id, placeId))
        .limit(1);
      return rows[0];
    },

    async insertPending(values: PendingPaymentInsert): Promise<PendingPaymentRow> {
      const rows = await db.insert(pendingPayment).values(values).returning();
      return rows[0] as PendingPaymentRow;
    },

    async setExternalId(id: string, externalId: string, at: Date) {
      await db
        .update(pendingPayment)
        .set({ externalId, updatedAt: at })
        .where(eq(pendingPayment.id, id));
    },

    async findPending(lookup: PendingLookup): Promise<PendingPaymentRow | undefined> {
      const rows = await db.select().from(pendingPayment).where(byLookup(lookup)).limit(1);
      return rows[0];
    },

    /** SELECT ... FOR UPDATE of the pending payment, with what finalising it needs. */
    async lockPending(executor: Executor, lookup: PendingLookup) {
      const rows = await executor
        .select(lockedColumns)
        .from(pendingPayment)
        .innerJoin(place, eq(place.id, pendingPayment.placeId))
        .innerJoin(rateLine, eq(rateLine.id, pendingPayment.rateLineId))
        .where(byLookup(lookup))
        .limit(1)
        .for('update', { of: pendingPayment });
      return rows[0];
    },

    /** The driver's details, and the status the attempt moves the payment to. */
    async recordDriver(
      executor: Executor,
      id: string,
      values: Pick<PendingPaymentInsert, 'licensePlate' | 'phoneNumber' | 'locale' | 'status'> & {
        updatedAt: Date;
      },
    ) {
      await executor.update(pendingPayment).set(values).where(eq(pendingPayment.id, id));
    },

    /** Any state but SUCCEEDED may become FAILED, EXPIRED or PENDING again: paid is final. */
    async setStatusUnlessSucceeded(
      executor: Executor,
      id: string,
      values: { status: 'FAILED' | 'EXPIRED' | 'PENDING'; at: Date; failureReason?: string },
    ) {
      await executor
        .update(pendingPayment)
        .set({
          status: values.status,
          failureReason: values.failureReason ?? null,
          updatedAt: values.at,
        })
        .where(and(eq(pendingPayment.id, id), ne(pendingPayment.status, 'SUCCEEDED')));
    },

    /** The assigned right, its plate, its BASE payment and lines: four inserts, no reads. */
    async insertAssignedRight(executor: Executor, right: NewAssignedRight) {
      await executor.insert(assignedRight).values({
        id: right.assignedRightId,
        placeId: right.placeId,
        customerId: right.customerId,
        kind: 'TRANSIENT',
        phoneNumber: right.phoneNumber,
        notifyBeforeExpiry: right.phoneNumber !== null,
        locale: right.locale,
        createdAt: right.collectedAt,
      });
      if (right.plate) {
        await executor.insert(credential).values({
          assignedRightId: right.assignedRightId,
          type: 'LICENSE_PLATE',
          localIdentifier: right.plate,
        });
      }
      await executor.insert(payment).values({
        id: right.paymentId,
        assignedRightId: right.assignedRightId,
        type: 'BASE',
        startPeriodCovered: right.start,
        endPeriodCovered: right.end,
        transactionId: right.transactionId,
        dateCollected: right.collectedAt,
        rateLineId: right.rateLineId,
        currencyCode: right.currencyCode,
        cardBrand: right.cardBrand,
        lastFourDigits: right.lastFourDigits,
        provider: right.provider,
      });
      const lines: (typeof paymentLine.$inferInsert)[] = [
        { paymentId: right.paymentId, type: 'BASE', code: null, amountMinor: right.amountMinor },
      ];
      if (right.serviceFeeMinor > 0) {
        lines.push({
          paymentId: right.paymentId,
          type: 'SURCHARGE',
          code: null,
          amountMinor: right.serviceFeeMinor,
        });
      }
      await executor.insert(paymentLine).values(lines);
    },

    /**
     * SUCCEEDED with its right, only if it was not already: the last guard (besides the row
     * lock) against two rights for one payment. Returns whether this call settled it.
     */
    async markSucceeded(
      executor: Executor,
      id: string,
      values: { assignedRightId: string; paymentId: string; at: Date },
    ): Promise<boolean> {
      const rows = await executor
        .update(pendingPayment)
        .set({
          status: 'SUCCEEDED',
          assignedRightId: values.assignedRightId,
          paymentId: values.paymentId,
          failureReason: null,
          updatedAt: values.at,
        })
        .where(and(eq(pendingPayment.id, id), ne(pendingPayment.status, 'SUCCEEDED')))
        .returning({ id: pendingPayment.id });
      return rows.length === 1;
    },
  };
}

export type PaymentRepository = ReturnType<typeof createPaymentRepository>;
export type LockedPending = NonNullable<Awaited<ReturnType<PaymentRepository['lockPending']>>>;
export type PlaceAndRateLine = NonNullable<
  Awaited<ReturnType<PaymentRepository['findPlaceAndRateLine']>>
>;
