import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  sandboxPaymentIntent,
  sandboxPaymentMethod,
  sandboxSecret,
} from '../../db/schema/index.js';
import type { IntentStatus } from '../card-processor.js';

const intent = sandboxPaymentIntent;
export type SandboxIntentRow = typeof sandboxPaymentIntent.$inferSelect;
export type SandboxMethodRow = typeof sandboxPaymentMethod.$inferSelect;

/** The states a confirmation may start from; any other answers the intent unchanged. */
const CONFIRMABLE: IntentStatus[] = ['requires_payment_method', 'requires_confirmation'];

/** now() + ms, computed by the database so that every instance shares one clock. */
const inMs = (ms: number) => sql`now() + (${Math.round(ms)}::int * interval '1 millisecond')`;

/**
 * SQL of the sandbox processor. Every state change is one conditional UPDATE: two concurrent
 * confirmations of one intent cannot both pass `status in (CONFIRMABLE)`, because PostgreSQL
 * re-checks the condition on the row the first one committed (and charge_count's check 0..1 is
 * the last guard).
 */
export function createSandboxRepository(db: Database) {
  return {
    async insertMethod(row: typeof sandboxPaymentMethod.$inferInsert) {
      await db.insert(sandboxPaymentMethod).values(row);
    },

    async findMethod(id: string): Promise<SandboxMethodRow | undefined> {
      const [row] = await db
        .select()
        .from(sandboxPaymentMethod)
        .where(eq(sandboxPaymentMethod.id, id));
      return row;
    },

    /** Null when the idempotency key is taken: the caller reads the first intent instead. */
    async insertIntent(row: typeof sandboxPaymentIntent.$inferInsert) {
      const [inserted] = await db
        .insert(intent)
        .values(row)
        .onConflictDoNothing({ target: intent.idempotencyKey })
        .returning();
      return inserted ?? null;
    },

    async findIntentByKey(idempotencyKey: string): Promise<SandboxIntentRow | undefined> {
      const [row] = await db.select().from(intent).where(eq(intent.idempotencyKey, idempotencyKey));
      return row;
    },

    async findIntent(id: string): Promise<SandboxIntentRow | undefined> {
      const [row] = await db.select().from(intent).where(eq(intent.id, id));
      return row;
    },

    /**
     * Applies one confirmation outcome if the intent is still confirmable; undefined when it is
     * not (already succeeded, processing...), and nothing changed. A success charges: charge_count
     * + 1 and a webhook due now; a slow card waits in 'processing' until confirm_at.
     */
    async confirm(input: {
      id: string;
      paymentMethodId: string;
      outcome:
        | { kind: 'succeed' }
        | { kind: 'decline'; message: string }
        | { kind: 'slow'; delayMs: number };
    }): Promise<SandboxIntentRow | undefined> {
      const { outcome } = input;
      const changes =
        outcome.kind === 'succeed'
          ? {
              status: 'succeeded',
              chargeCount: sql`${intent.chargeCount} + 1`,
              lastError: null,
              confirmAt: sql`now()`,
            }
          : outcome.kind === 'decline'
            ? { status: 'requires_payment_method', lastError: outcome.message, confirmAt: null }
            : { status: 'processing', lastError: null, confirmAt: inMs(outcome.delayMs) };
      const [row] = await db
        .update(intent)
        .set({ ...changes, paymentMethodId: input.paymentMethodId, updatedAt: sql`now()` })
        .where(and(eq(intent.id, input.id), inArray(intent.status, CONFIRMABLE)))
        .returning();
      return row;
    },

    /** Stripe's rule: given keys are set or replaced, an empty value removes its key. */
    async updateMetadata(id: string, metadata: Record<string, string>) {
      const set = Object.fromEntries(Object.entries(metadata).filter(([, value]) => value !== ''));
      const removed = Object.keys(metadata).filter((key) => metadata[key] === '');
      const [row] = await db
        .update(intent)
        .set({
          metadata: sql`(${intent.metadata} || ${JSON.stringify(set)}::jsonb) - array(select jsonb_array_elements_text(${JSON.stringify(removed)}::jsonb))`,
          updatedAt: sql`now()`,
        })
        .where(eq(intent.id, id))
        .returning();
      return row;
    },

    /**
     * Takes up to `limit` intents whose confirm_at is due, skipping rows another instance is
     * taking: a slow one is charged now ('processing' -> 'succeeded', charge_count + 1), and
     * every taken row is leased (confirm_at moved on by leaseMs) while its webhook is sent. A
     * crash before the delivery is recorded only delays it by the lease.
     */
    async claimDue(input: { limit: number; leaseMs: number }): Promise<SandboxIntentRow[]> {
      const due = db
        .select({ id: intent.id })
        .from(intent)
        .where(lte(intent.confirmAt, sql`now()`))
        .orderBy(intent.confirmAt)
        .limit(input.limit)
        .for('update', { skipLocked: true });
      const slow = sql`${intent.status} = 'processing'`;
      return db
        .update(intent)
        .set({
          status: sql`case when ${slow} then 'succeeded' else ${intent.status} end`,
          chargeCount: sql`case when ${slow} then ${intent.chargeCount} + 1 else ${intent.chargeCount} end`,
          updatedAt: sql`case when ${slow} then now() else ${intent.updatedAt} end`,
          confirmAt: inMs(input.leaseMs),
        })
        .where(inArray(intent.id, due))
        .returning();
    },

    /** The webhook was acknowledged: nothing more to do for this intent. */
    async markDelivered(id: string) {
      await db.update(intent).set({ confirmAt: null }).where(eq(intent.id, id));
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
