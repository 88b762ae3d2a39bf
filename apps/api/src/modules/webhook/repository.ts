import type { CardGateway } from '@parking/domain/vocabulary';
import { and, eq } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import { webhookEvent } from '#api/db/schema/index.js';

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

    async forget(input: { gateway: CardGateway; eventId: string }) {
      await db
        .delete(webhookEvent)
        .where(
          and(eq(webhookEvent.gateway, input.gateway), eq(webhookEvent.eventId, input.eventId)),
        );
    },
  };
}
