import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import {
  sandboxCustomer,
  sandboxPaymentIntent,
  sandboxPaymentMethod,
} from '#api/db/schema/index.js';
import type { CardSaving, Intent } from '../card-processor.js';
import { noSuchIntent, noSuchPaymentMethod } from './answers.js';
import { customerIdFor } from './ids.js';

/**
 * The sandbox keeps cards as Stripe does (decision 086), in its own tables: a customer that is
 * only an id, an intent marked setup_future_usage with it, the method it succeeded with attached
 * to that customer when our server reads it back, and a saved method paid only on an intent
 * given its customer.
 */
export function createSandboxSaving({
  db,
  confirmById,
}: {
  db: Database;
  confirmById: (intentId: string, paymentMethodId: string) => Promise<Intent>;
}): CardSaving {
  return {
    async prepareSave({ intentId, idempotencyKey }) {
      // The key makes a retry the same customer, as Stripe's idempotency does.
      const customerId = customerIdFor(idempotencyKey);
      await db.insert(sandboxCustomer).values({ id: customerId }).onConflictDoNothing();
      const [row] = await db
        .update(sandboxPaymentIntent)
        .set({ customerId, setupFutureUsage: 'on_session' })
        .where(eq(sandboxPaymentIntent.id, intentId))
        .returning({ id: sandboxPaymentIntent.id });
      if (!row) throw noSuchIntent(intentId);
      return { customerId };
    },

    async savedMethodOf({ intentId }) {
      const [intent] = await db
        .select()
        .from(sandboxPaymentIntent)
        .where(eq(sandboxPaymentIntent.id, intentId));
      if (!intent) throw noSuchIntent(intentId);
      const { customerId, paymentMethodId } = intent;
      if (intent.status !== 'succeeded' || !intent.setupFutureUsage) return null;
      if (!customerId || !paymentMethodId) return null;
      const [method] = await db
        .update(sandboxPaymentMethod)
        .set({ customerId })
        .where(
          and(
            eq(sandboxPaymentMethod.id, paymentMethodId),
            isNull(sandboxPaymentMethod.customerId),
          ),
        )
        .returning();
      const kept =
        method ??
        (
          await db
            .select()
            .from(sandboxPaymentMethod)
            .where(eq(sandboxPaymentMethod.id, paymentMethodId))
        )[0];
      // A test token (pm_card_visa) has no row: like Stripe's, it cannot be kept.
      if (!kept || kept.customerId !== customerId) return null;
      return {
        customerId,
        paymentMethodId,
        brand: kept.brand,
        last4: kept.last4,
        expMonth: kept.expMonth,
        expYear: kept.expYear,
      };
    },

    async confirmWithSaved({ intentId, customerId, paymentMethodId }) {
      const [method] = await db
        .select({ customerId: sandboxPaymentMethod.customerId })
        .from(sandboxPaymentMethod)
        .where(eq(sandboxPaymentMethod.id, paymentMethodId));
      if (!method || method.customerId !== customerId) throw noSuchPaymentMethod(paymentMethodId);
      const [row] = await db
        .update(sandboxPaymentIntent)
        .set({ customerId })
        .where(eq(sandboxPaymentIntent.id, intentId))
        .returning({ id: sandboxPaymentIntent.id });
      if (!row) throw noSuchIntent(intentId);
      return confirmById(intentId, paymentMethodId);
    },

    async forget({ customerId, paymentMethodId }) {
      await db
        .update(sandboxPaymentMethod)
        .set({ customerId: null })
        .where(
          and(
            eq(sandboxPaymentMethod.id, paymentMethodId),
            eq(sandboxPaymentMethod.customerId, customerId),
          ),
        );
      await db.delete(sandboxCustomer).where(eq(sandboxCustomer.id, customerId));
    },
  };
}
