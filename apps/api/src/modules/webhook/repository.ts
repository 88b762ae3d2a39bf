import type { PaymentAccount } from '@parking/domain/operator-file';
import type { CardGateway } from '@parking/domain/vocabulary';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import { prepareRows } from '#api/db/queries/prepared-rows.js';
import { pendingPayment, place, webhookEvent } from '#api/db/schema/index.js';
import { createStatementBatch } from '#api/lib/statement-batch.js';

/** webhook_event: one row per (gateway, event id) ever handled. */
export function createWebhookRepository(db: Database) {
  // One per delivery of every payment, batched (lib/statement-batch.ts, decision 097): the
  // deliveries that arrive while one is recorded go together, as a burst of webhooks does.
  const recordRows = prepareRows<{ key: string }>(
    db,
    sql`insert into ${webhookEvent} (gateway, event_id, type)
    select v.gateway, v.event_id, v.type
    from jsonb_to_recordset(${sql.placeholder('rows')}::jsonb)
      as v(gateway payment_gateway, event_id text, type text)
    on conflict do nothing
    returning gateway::text || ' ' || event_id as key`,
    'webhook_record_events',
  );
  type Delivery = { gateway: CardGateway; eventId: string; type: string };
  const keyOf = (event: Pick<Delivery, 'gateway' | 'eventId'>) =>
    `${event.gateway} ${event.eventId}`;
  const record = createStatementBatch({
    // Two deliveries of one event never share a batch: the second finds the first's row.
    keyOf,
    run: async (deliveries: Delivery[]) => {
      const rows = deliveries.map((event) => ({
        gateway: event.gateway,
        event_id: event.eventId,
        type: event.type,
      }));
      const recorded = new Set(
        (await recordRows({ rows: JSON.stringify(rows) })).map((row) => row.key),
      );
      return deliveries.map((event) => recorded.has(keyOf(event)));
    },
  });

  return {
    /** True for the first delivery of an event, false for every repeat. */
    record: (input: Delivery) => record(input),

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
