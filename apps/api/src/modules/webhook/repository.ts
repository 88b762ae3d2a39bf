import type { PaymentAccount } from '@parking/domain/operator-file';
import type { CardGateway } from '@parking/domain/vocabulary';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import { place, webhookEvent } from '#api/db/schema/index.js';

/** webhook_event: one row per (gateway, event id) ever handled. */
export function createWebhookRepository(db: Database) {
  return {
    /** True for the first delivery of an event, false for every repeat. */
    async record(input: { gateway: CardGateway; eventId: string; type: string }) {
      const inserted = await db
        .insert(webhookEvent)
        .values(input)
        .onConflictDoNothing()
        .returning({ eventId: webhookEvent.eventId });
      return inserted.length > 0;
    },

    /** The distinct own accounts of places on `gateway`: whose secrets may sign a delivery. */
    async placeAccounts(gateway: CardGateway): Promise<PaymentAccount[]> {
      const rows = await db
        .selectDistinct({ account: place.paymentAccount })
        .from(place)
        .where(and(eq(place.paymentGateway, gateway), isNotNull(place.paymentAccount)));
      return rows.flatMap((row) => (row.account ? [row.account] : []));
    },

    async forget(input: { gateway: CardGateway; eventId: string }) {
      await db
        .delete(webhookEvent)
        .where(
          and(eq(webhookEvent.gateway, input.gateway), eq(webhookEvent.eventId, input.eventId)),
        );
    },
  };
}
