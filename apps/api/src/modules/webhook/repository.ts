import type { PaymentAccount } from '@parking/domain/operator-file';
import type { CardGateway } from '@parking/domain/vocabulary';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import { pendingPayment, place, webhookEvent } from '#api/db/schema/index.js';

/** webhook_event: one row per (gateway, event id) ever handled. */
export function createWebhookRepository(db: Database) {
  // One per delivery of every payment: prepared once.
  const record = db
    .insert(webhookEvent)
    .values({
      gateway: sql`${sql.placeholder('gateway')}::payment_gateway`,
      eventId: sql.placeholder('eventId'),
      type: sql.placeholder('type'),
    })
    .onConflictDoNothing()
    .returning({ eventId: webhookEvent.eventId })
    .prepare('webhook_record');

  return {
    /** True for the first delivery of an event, false for every repeat. */
    async record(input: { gateway: CardGateway; eventId: string; type: string }) {
      const inserted = await record.execute(input);
      return inserted.length > 0;
    },

    /**
     * The distinct own accounts whose secrets may sign a delivery of `gateway`: its places'
     * now, and those unfinished payments were made with (a place may have changed account since).
     */
    async placeAccounts(gateway: CardGateway): Promise<PaymentAccount[]> {
      const [ofPlaces, ofPayments] = await Promise.all([
        db
          .selectDistinct({ account: place.paymentAccount })
          .from(place)
          .where(and(eq(place.paymentGateway, gateway), isNotNull(place.paymentAccount))),
        db
          .selectDistinct({ account: pendingPayment.paymentAccount })
          .from(pendingPayment)
          .where(
            and(
              eq(pendingPayment.gateway, gateway),
              isNotNull(pendingPayment.paymentAccount),
              sql`${pendingPayment.status} not in ('SUCCEEDED', 'EXPIRED')`,
            ),
          ),
      ]);
      return [...ofPlaces, ...ofPayments].flatMap((row) => (row.account ? [row.account] : []));
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
