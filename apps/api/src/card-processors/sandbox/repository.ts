import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import { sandboxPaymentIntent, sandboxPaymentMethod, sandboxSecret } from '#api/db/schema/index.js';
import type { IntentStatus } from '../card-processor.js';
import { createSandboxBatchedWrites } from './batched-writes.js';

const intent = sandboxPaymentIntent;
const p = sql.placeholder;
export type SandboxIntentRow = typeof sandboxPaymentIntent.$inferSelect;
export type SandboxMethodRow = typeof sandboxPaymentMethod.$inferSelect;

/** Stripe's cancelable states, less the two that hold money (refundIntent) or soon will. */
export const CANCELABLE: IntentStatus[] = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
];
/** Spec section 4's paid states: the only ones with money to give back. */
export const REFUNDABLE: IntentStatus[] = ['succeeded', 'requires_capture'];

/** now() + ms, computed by the database so that every instance shares one clock. */
const inMs = (ms: number) => sql`now() + (${Math.round(ms)}::int * interval '1 millisecond')`;

/**
 * SQL of the sandbox processor. Every state change is one conditional UPDATE: two concurrent
 * confirmations of one intent cannot both pass `status in (CONFIRMABLE)`, because PostgreSQL
 * re-checks the condition on the row the first one committed (and charge_count's check 0..1 is
 * the last guard).
 */
export function createSandboxRepository(db: Database) {
  // Every hot-path statement is prepared once (named on PostgreSQL: parsed and planned once
  // per connection), as the payment core's are.
  const findMethod = db
    .select()
    .from(sandboxPaymentMethod)
    .where(eq(sandboxPaymentMethod.id, p('id')))
    .prepare('sandbox_find_method');

  const findIntentByKey = db
    .select()
    .from(intent)
    .where(eq(intent.idempotencyKey, p('idempotencyKey')))
    .prepare('sandbox_find_intent_by_key');

  const findIntent = db
    .select()
    .from(intent)
    .where(eq(intent.id, p('id')))
    .prepare('sandbox_find_intent');

  const updateMetadata = db
    .update(intent)
    .set({
      metadata: sql`(${intent.metadata} || ${p('set')}::jsonb) - array(select jsonb_array_elements_text(${p('removed')}::jsonb))`,
      updatedAt: sql`now()`,
    })
    .where(eq(intent.id, p('id')))
    .returning()
    .prepare('sandbox_update_metadata');

  /**
   * All the money of a paid intent, once: `amount_refunded_minor = 0` and a paid status are
   * re-checked by PostgreSQL on the row a concurrent refund just committed, so of any number of
   * simultaneous refunds exactly one matches. A captured charge keeps its status ('succeeded',
   * as Stripe's intent does) and gets a refund id; an uncaptured authorisation is released:
   * 'canceled', and the intent's own id stands for the refund.
   */
  const voided = sql`${intent.status} = 'requires_capture'`;
  const refund = db
    .update(intent)
    .set({
      status: sql`case when ${voided} then 'canceled' else ${intent.status} end`,
      amountRefundedMinor: sql`${intent.amountMinor}`,
      refundId: sql`case when ${voided} then ${intent.id} else ${p('refundId')}::text end`,
      refundIdempotencyKey: sql`${p('idempotencyKey')}::text`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(intent.id, p('id')),
        eq(intent.amountRefundedMinor, 0),
        inArray(intent.status, REFUNDABLE),
      ),
    )
    .returning()
    .prepare('sandbox_refund');

  /** What claimDue says: the due intents' ids, skipping rows another instance is taking. */
  const due = db
    .select({ id: intent.id })
    .from(intent)
    .where(lte(intent.confirmAt, sql`now()`))
    .orderBy(intent.confirmAt)
    .limit(p('limit'))
    .for('update', { skipLocked: true });
  const slow = sql`${intent.status} = 'processing'`;
  const claimDue = db
    .update(intent)
    .set({
      status: sql`case when ${slow} then 'succeeded' else ${intent.status} end`,
      chargeCount: sql`case when ${slow} then ${intent.chargeCount} + 1 else ${intent.chargeCount} end`,
      updatedAt: sql`case when ${slow} then now() else ${intent.updatedAt} end`,
      confirmAt: sql`now() + (${p('leaseMs')}::int * interval '1 millisecond')`,
    })
    .where(inArray(intent.id, due))
    .returning()
    .prepare('sandbox_claim_due');

  const markDelivered = db
    .update(intent)
    .set({ confirmAt: null })
    .where(sql`${intent.id} = any(${p('ids')}::text[])`)
    .prepare('sandbox_mark_delivered');

  /**
   * An unpaid intent becomes unconfirmable, in one statement: a confirmation racing with it
   * re-checks its own `status in (CONFIRMABLE)` on the canceled row and matches nothing, or
   * commits first, and then this one matches nothing. Never both.
   */
  const cancel = db
    .update(intent)
    .set({ status: 'canceled', confirmAt: null, updatedAt: sql`now()` })
    .where(and(eq(intent.id, p('id')), inArray(intent.status, CANCELABLE)))
    .returning()
    .prepare('sandbox_cancel');

  return {
    ...createSandboxBatchedWrites(db),

    async insertMethod(row: typeof sandboxPaymentMethod.$inferInsert) {
      await db.insert(sandboxPaymentMethod).values(row);
    },

    async findMethod(id: string): Promise<SandboxMethodRow | undefined> {
      const [row] = await findMethod.execute({ id });
      return row;
    },

    async findIntentByKey(idempotencyKey: string): Promise<SandboxIntentRow | undefined> {
      const [row] = await findIntentByKey.execute({ idempotencyKey });
      return row;
    },

    async findIntent(id: string): Promise<SandboxIntentRow | undefined> {
      const [row] = await findIntent.execute({ id });
      return row;
    },

    /**
     * Refunds (or voids) a paid, not yet refunded intent; undefined when nothing changed
     * (unknown, unpaid or already refunded: the caller reads the row to say which).
     */
    async refund(input: {
      id: string;
      refundId: string;
      idempotencyKey: string;
    }): Promise<SandboxIntentRow | undefined> {
      const [row] = await refund.execute(input);
      return row;
    },

    /** Cancels an unpaid intent; undefined when it is not cancelable or does not exist. */
    async cancel(id: string): Promise<SandboxIntentRow | undefined> {
      const [row] = await cancel.execute({ id });
      return row;
    },

    /** Stripe's rule: given keys are set or replaced, an empty value removes its key. */
    async updateMetadata(
      id: string,
      metadata: Record<string, string>,
    ): Promise<SandboxIntentRow | undefined> {
      const set = Object.fromEntries(Object.entries(metadata).filter(([, value]) => value !== ''));
      const removed = Object.keys(metadata).filter((key) => metadata[key] === '');
      const [row] = await updateMetadata.execute({
        id,
        set: JSON.stringify(set),
        removed: JSON.stringify(removed),
      });
      return row;
    },

    /**
     * Takes up to `limit` intents whose confirm_at is due, skipping rows another instance is
     * taking: a slow one is charged now ('processing' -> 'succeeded', charge_count + 1), and
     * every taken row is leased (confirm_at moved on by leaseMs) while its webhook is sent. A
     * crash before the delivery is recorded only delays it by the lease.
     */
    claimDue(input: { limit: number; leaseMs: number }): Promise<SandboxIntentRow[]> {
      return claimDue.execute({ limit: input.limit, leaseMs: Math.round(input.leaseMs) });
    },

    /** The webhooks were acknowledged (one round's): nothing more to do for these intents. */
    async markDelivered(ids: string[]) {
      if (ids.length === 0) return;
      await markDelivered.execute({ ids });
    },

    async retryDeliveryIn(id: string, delayMs: number) {
      await db
        .update(intent)
        .set({ confirmAt: inMs(delayMs) })
        .where(eq(intent.id, id));
    },

    /** One value per name for every instance on this database, made by whoever comes first. */
    async secret(name: string, make: () => string): Promise<string> {
      await db.insert(sandboxSecret).values({ name, value: make() }).onConflictDoNothing();
      const [row] = await db.select().from(sandboxSecret).where(eq(sandboxSecret.name, name));
      if (!row) throw new Error(`sandbox secret ${name} could not be stored`);
      return row.value;
    },
  };
}

export type SandboxRepository = ReturnType<typeof createSandboxRepository>;
