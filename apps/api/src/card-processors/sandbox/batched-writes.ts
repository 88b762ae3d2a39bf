import { sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import { prepareRows } from '#api/db/queries/prepared-rows.js';
import type { sandboxPaymentIntent } from '#api/db/schema/index.js';
import { createStatementBatch } from '#api/lib/statement-batch.js';

/** What reading an intent as the interface's Intent needs (confirmation.ts). */
export type SandboxIntentState = Pick<
  typeof sandboxPaymentIntent.$inferSelect,
  'id' | 'status' | 'amountMinor' | 'currencyCode' | 'metadata' | 'lastError' | 'paymentMethodId'
>;

export type ConfirmOutcome =
  | { kind: 'succeed' }
  | { kind: 'decline'; message: string }
  | { kind: 'slow'; delayMs: number };

type ConfirmedRow = {
  id: string;
  status: string;
  amount_minor: number;
  currency_code: string;
  metadata: Record<string, string>;
  last_error: string | null;
  payment_method_id: string | null;
  charge_count: number;
};

/** The states a confirmation may start from; any other answers the intent unchanged. */
const CONFIRMABLE = sql.raw(`('requires_payment_method', 'requires_confirmation')`);
const rows = sql.placeholder('rows');

/**
 * The sandbox's two writes of every payment, each call one row of a batched statement
 * (lib/statement-batch.ts, decision 097): a new intent, and its confirmation. Each row keeps
 * the condition it had alone: an idempotency key inserts once (ON CONFLICT), and a confirmation
 * applies only to a confirmable intent, re-checked by PostgreSQL on the committed row.
 */
export function createSandboxBatchedWrites(db: Database) {
  const insertIntents = prepareRows<{ idempotency_key: string }>(
    db,
    sql`insert into sandbox_payment_intent
      (id, client_secret, amount_minor, currency_code, status, metadata, idempotency_key)
    select v.id, v.client_secret, v.amount_minor, v.currency_code, v.status, v.metadata,
      v.idempotency_key
    from jsonb_to_recordset(${rows}::jsonb) as v(id text, client_secret text, amount_minor int,
      currency_code text, status text, metadata jsonb, idempotency_key text)
    on conflict (idempotency_key) do nothing
    returning idempotency_key`,
    'sandbox_insert_intents',
  );

  /**
   * The status transition and the charge (charge_count + 1 exactly when it becomes
   * 'succeeded'); confirm_at: null, or now() + confirm_in_ms (0 for a success: its webhook is
   * due now). batch_rows: each intent through its index, whatever the batch (decision 104).
   */
  const confirmIntents = prepareRows<ConfirmedRow>(
    db,
    sql`update sandbox_payment_intent as i set
      status = v.status,
      charge_count = i.charge_count + case when v.status = 'succeeded' then 1 else 0 end,
      last_error = v.last_error,
      confirm_at = now() + (v.confirm_in_ms * interval '1 millisecond'),
      payment_method_id = v.payment_method_id,
      updated_at = now()
    from batch_rows(${rows}::jsonb) as r, jsonb_to_record(r) as v(id text,
      payment_method_id text, status text, last_error text, confirm_in_ms int)
    where i.id = v.id and i.status in ${CONFIRMABLE}
    returning i.id, i.status, i.amount_minor, i.currency_code, i.metadata, i.last_error,
      i.payment_method_id, i.charge_count`,
    'sandbox_confirm_intents',
  );

  type NewIntent = {
    id: string;
    clientSecret: string;
    amountMinor: number;
    currencyCode: string;
    status: string;
    metadata: Record<string, string>;
    idempotencyKey: string;
  };
  const insertIntent = createStatementBatch<NewIntent, boolean>({
    keyOf: (row) => row.idempotencyKey,
    run: async (batch) => {
      const inserted = await insertIntents({
        rows: JSON.stringify(
          batch.map((row) => ({
            id: row.id,
            client_secret: row.clientSecret,
            amount_minor: row.amountMinor,
            currency_code: row.currencyCode,
            status: row.status,
            metadata: row.metadata,
            idempotency_key: row.idempotencyKey,
          })),
        ),
      });
      const keys = new Set(inserted.map((row) => row.idempotency_key));
      return batch.map((row) => keys.has(row.idempotencyKey));
    },
  });

  type Confirmation = { id: string; paymentMethodId: string; outcome: ConfirmOutcome };
  const confirm = createStatementBatch<
    Confirmation,
    (SandboxIntentState & { chargeCount: number }) | undefined
  >({
    keyOf: (confirmation) => confirmation.id,
    run: async (batch) => {
      const confirmed = await confirmIntents({
        rows: JSON.stringify(
          batch.map(({ id, paymentMethodId, outcome }) => ({
            id,
            payment_method_id: paymentMethodId,
            ...(outcome.kind === 'succeed'
              ? { status: 'succeeded', last_error: null, confirm_in_ms: 0 }
              : outcome.kind === 'decline'
                ? { status: 'requires_payment_method', last_error: outcome.message }
                : {
                    status: 'processing',
                    last_error: null,
                    confirm_in_ms: Math.round(outcome.delayMs),
                  }),
          })),
        ),
      });
      const byId = new Map(confirmed.map((row) => [row.id, row]));
      return batch.map(({ id }) => {
        const row = byId.get(id);
        return row
          ? {
              id: row.id,
              status: row.status,
              amountMinor: row.amount_minor,
              currencyCode: row.currency_code,
              metadata: row.metadata,
              lastError: row.last_error,
              paymentMethodId: row.payment_method_id,
              chargeCount: row.charge_count,
            }
          : undefined;
      });
    },
  });

  return {
    /** False when the idempotency key is taken: the caller reads the first intent instead. */
    insertIntent,
    /**
     * Applies one confirmation outcome if the intent is still confirmable; undefined when it is
     * not (already succeeded, processing...) or does not exist, and nothing changed.
     */
    confirm,
  };
}
