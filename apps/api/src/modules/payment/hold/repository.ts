import { eq, sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import { selectPlaceWithOwner } from '#api/db/queries/place-owner.js';
import { organization, pendingPayment, place } from '#api/db/schema/index.js';
import type { PendingPaymentRow } from '../claim-and-settle/pending-repository.js';

const p = sql.placeholder;

/** The place's processor and the insert that holds a priced payment (decision 030, step 1). */
export function createHoldRepository(db: Database) {
  const findPlace = selectPlaceWithOwner(db, {
    placeId: place.id,
    paymentProvider: place.paymentProvider,
    paymentGateway: place.paymentGateway,
    paymentAccount: place.paymentAccount,
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
      paymentAccount: sql`${p('paymentAccount')}::jsonb`,
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
      paymentAccount: PendingPaymentRow['paymentAccount'];
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
      const { paymentAccount, ...rest } = values;
      await insertPending.execute({
        ...rest,
        paymentAccount: paymentAccount ? JSON.stringify(paymentAccount) : null,
      });
    },
  };
}

export type HoldRepository = ReturnType<typeof createHoldRepository>;
