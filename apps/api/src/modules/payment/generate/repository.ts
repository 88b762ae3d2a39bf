import { eq, sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import { selectPlaceWithOwner } from '#api/db/queries/place-owner.js';
import { rateLineColumns } from '#api/db/queries/rate-lines.js';
import { organization, pendingPayment, place, rate, rateLine } from '#api/db/schema/index.js';
import type { PendingPaymentRow } from '../claim-and-settle/pending-repository.js';

const p = sql.placeholder;

/** The reads that price a payment and the insert that holds it (decision 030, step 1). */
export function createGenerateRepository(db: Database) {
  const findPlaceAndRateLine = selectPlaceWithOwner(db, {
    placeId: place.id,
    placeName: place.name,
    timezone: place.timezone,
    paymentProvider: place.paymentProvider,
    paymentGateway: place.paymentGateway,
    organizationName: organization.name,
    ...rateLineColumns,
    rateId: rate.id,
    ratePlaceId: rate.placeId,
    rateName: rate.name,
    rateType: rate.type,
    rateActive: rate.active,
    currencyCode: rate.currencyCode,
  })
    .leftJoin(rateLine, eq(rateLine.id, p('rateLineId')))
    .leftJoin(rate, eq(rate.id, rateLine.rateId))
    .where(eq(place.id, p('placeId')))
    .limit(1)
    .prepare('payment_place_and_rate_line');

  const findPlace = selectPlaceWithOwner(db, {
    placeId: place.id,
    paymentProvider: place.paymentProvider,
    paymentGateway: place.paymentGateway,
    organizationName: organization.name,
  })
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
      payerKeyHash: p('payerKeyHash'),
      status: 'PENDING',
      expiresAt: p('expiresAt'),
      createdAt: p('createdAt'),
      updatedAt: p('createdAt'),
    })
    .prepare('payment_insert_pending');

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
      provider: PendingPaymentRow['provider'];
      gateway: PendingPaymentRow['gateway'];
      amountMinor: number;
      serviceFeeMinor: number;
      currencyCode: string;
      externalId: string | null;
      kind: PendingPaymentRow['kind'];
      extendsAssignedRightId: string | null;
      payerKeyHash: string;
      expiresAt: Date;
      createdAt: Date;
    }): Promise<void> {
      await insertPending.execute(values);
    },
  };
}

export type GenerateRepository = ReturnType<typeof createGenerateRepository>;
export type PlaceAndRateLine = NonNullable<
  Awaited<ReturnType<GenerateRepository['findPlaceAndRateLine']>>
>;
