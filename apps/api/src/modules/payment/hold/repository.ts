import { eq, sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import { selectPlaceWithOwner } from '#api/db/queries/place-owner.js';
import { prepareRows } from '#api/db/queries/prepared-rows.js';
import { organization, pendingPayment, place } from '#api/db/schema/index.js';
import { createStatementBatch } from '#api/lib/statement-batch.js';
import type { PendingPaymentRow } from '../claim-and-settle/pending-repository.js';

const p = sql.placeholder;

type PendingInsert = {
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
  extendsRightEnd: Date | null;
  extendsRightVersion: number | null;
  payerKeyHash: string;
  expiresAt: Date;
  createdAt: Date;
};

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

  // The insert of every payment, batched (lib/statement-batch.ts, decision 097): the calls
  // that arrive while one runs go together as one statement, one row each.
  const insertPendings = prepareRows(
    db,
    sql`insert into ${pendingPayment} (id, place_id, rate_id, rate_line_id, provider, gateway,
      payment_account, amount_minor, service_fee_minor, currency_code, external_id, kind,
      extends_assigned_right_id, extends_right_end, extends_right_version, payer_key_hash, status,
      expires_at, created_at, updated_at)
    select v.id, v.place_id, v.rate_id, v.rate_line_id, v.provider, v.gateway,
      v.payment_account, v.amount_minor, v.service_fee_minor, v.currency_code, v.external_id,
      v.kind, v.extends_assigned_right_id, v.extends_right_end, v.extends_right_version,
      v.payer_key_hash, 'PENDING', v.expires_at,
      v.created_at, v.created_at
    from jsonb_to_recordset(${p('rows')}::jsonb) as v(id uuid, place_id uuid, rate_id uuid,
      rate_line_id uuid, provider payment_provider, gateway payment_gateway,
      payment_account jsonb, amount_minor int, service_fee_minor int, currency_code text,
      external_id text, kind pending_payment_kind, extends_assigned_right_id uuid,
      extends_right_end timestamptz, extends_right_version int,
      payer_key_hash text, expires_at timestamptz, created_at timestamptz)`,
    'payment_insert_pendings',
  );
  const insertPending = createStatementBatch<PendingInsert, void>({
    keyOf: (row) => row.id,
    run: async (batch) => {
      await insertPendings({
        rows: JSON.stringify(
          batch.map((row) => ({
            id: row.id,
            place_id: row.placeId,
            rate_id: row.rateId,
            rate_line_id: row.rateLineId,
            provider: row.provider,
            gateway: row.gateway,
            payment_account: row.paymentAccount,
            amount_minor: row.amountMinor,
            service_fee_minor: row.serviceFeeMinor,
            currency_code: row.currencyCode,
            external_id: row.externalId,
            kind: row.kind,
            extends_assigned_right_id: row.extendsAssignedRightId,
            extends_right_end: row.extendsRightEnd,
            extends_right_version: row.extendsRightVersion,
            payer_key_hash: row.payerKeyHash,
            expires_at: row.expiresAt,
            created_at: row.createdAt,
          })),
        ),
      });
      return batch.map(() => undefined);
    },
  });

  return {
    async findPlace(placeId: string) {
      const rows = await findPlace.execute({ placeId });
      return rows[0];
    },

    /** Inserts a PENDING payment; the caller already holds every value it needs back. */
    insertPending,
  };
}

export type HoldRepository = ReturnType<typeof createHoldRepository>;
