import { and, eq, getTableColumns, gt, sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import { assignedRight, receiptDelivery } from '#api/db/schema/index.js';
import { createPlaceReads } from '../customer/index.js';
import { sentToPayer } from './payer-proof.js';

export type ReceiptDeliveryRow = typeof receiptDelivery.$inferSelect;
export type ClaimedDelivery = ReceiptDeliveryRow & {
  rightKind: (typeof assignedRight.$inferSelect)['kind'];
  /** Sent to whoever paid (payer-proof.ts): the card's digits and a booking's manage link. */
  toPayer: boolean;
};

/** The rows behind receipts: deliveries (what the job acts on) and what the e-mail shows. */
export function createReceiptRepository(db: Database) {
  const places = createPlaceReads(db);
  const markSentBuilder = (id: string, messageId: string) =>
    db
      .update(receiptDelivery)
      .set({ status: 'SENT', messageId, sentAt: sql`now()`, lastError: null })
      .where(and(eq(receiptDelivery.id, id), eq(receiptDelivery.status, 'PENDING')))
      .returning({ id: receiptDelivery.id });
  const claimStatement = db
    .update(receiptDelivery)
    .set({ attempts: sql`${receiptDelivery.attempts} + 1` })
    .from(assignedRight)
    .where(
      and(
        eq(receiptDelivery.id, sql.placeholder('id')),
        eq(receiptDelivery.status, 'PENDING'),
        eq(assignedRight.id, receiptDelivery.assignedRightId),
      ),
    )
    .returning({
      ...getTableColumns(receiptDelivery),
      rightKind: assignedRight.kind,
      toPayer: sentToPayer,
    })
    .prepare('receipt_claim');
  return {
    async findRight(assignedRightId: string) {
      const [row] = await db
        .select({
          id: assignedRight.id,
          placeId: assignedRight.placeId,
          locale: assignedRight.locale,
          kind: assignedRight.kind,
        })
        .from(assignedRight)
        .where(eq(assignedRight.id, assignedRightId))
        .limit(1);
      return row;
    },

    /**
     * The PENDING delivery to this address, or a new one; null when the right already had
     * `cap` deliveries in the last hour. Requests for one right are serialised by an advisory
     * lock, so a double click creates one delivery and the cap is exact.
     */
    async createOrReuse(input: {
      assignedRightId: string;
      email: string;
      locale: string;
      cap: number;
      /** The hash of the payer key the request carried (decision 068). */
      payerKeyHash: string | null;
    }): Promise<{ delivery: ReceiptDeliveryRow; created: boolean } | null> {
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtext(${`receipt:${input.assignedRightId}`}))`,
        );
        const [pending] = await tx
          .select()
          .from(receiptDelivery)
          .where(
            and(
              eq(receiptDelivery.assignedRightId, input.assignedRightId),
              eq(sql`lower(${receiptDelivery.email})`, input.email.toLowerCase()),
              eq(receiptDelivery.status, 'PENDING'),
            ),
          )
          .limit(1);
        if (pending) return { delivery: pending, created: false };
        const [recent] = await tx
          .select({ count: sql<number>`count(*)::int` })
          .from(receiptDelivery)
          .where(
            and(
              eq(receiptDelivery.assignedRightId, input.assignedRightId),
              gt(receiptDelivery.createdAt, sql`now() - interval '1 hour'`),
            ),
          );
        if ((recent?.count ?? 0) >= input.cap) return null;
        const [delivery] = await tx
          .insert(receiptDelivery)
          .values({
            assignedRightId: input.assignedRightId,
            email: input.email,
            locale: input.locale,
            payerKeyHash: input.payerKeyHash,
          })
          .returning();
        if (!delivery) throw new Error('receipt_delivery insert returned no row');
        return { delivery, created: true };
      });
    },

    async findDelivery(id: string) {
      const [row] = await db
        .select()
        .from(receiptDelivery)
        .where(eq(receiptDelivery.id, id))
        .limit(1);
      return row;
    },

    /**
     * Takes a PENDING delivery for one attempt (counted), with its right's kind and whether it
     * goes to whoever paid (payer-proof.ts); undefined when it is no longer PENDING: a second
     * delivery of the job finds the work done.
     */
    async claim(id: string): Promise<ClaimedDelivery | undefined> {
      const [row] = await claimStatement.execute({ id });
      return row;
    },

    /** PENDING to SENT; false when another attempt got there first. */
    async markSent(id: string, messageId: string) {
      return (await markSentBuilder(id, messageId)).length > 0;
    },

    /** markSent as a statement to run with the message's (the outbox's sendIf). */
    markSentStatement: (id: string, messageId: string) => markSentBuilder(id, messageId).getSQL(),

    /** An attempt failed: why, and FAILED once the queue will not retry any more. */
    async recordFailure(id: string, error: string, final: boolean) {
      await db
        .update(receiptDelivery)
        .set({ lastError: error.slice(0, 1000), ...(final ? { status: 'FAILED' as const } : {}) })
        .where(and(eq(receiptDelivery.id, id), eq(receiptDelivery.status, 'PENDING')));
    },

    /**
     * The operator's brand and the place, as the receipt shows them: the place page's own
     * reads (the customer module's place reads), so the e-mail and the page never disagree.
     */
    loadPlaceBrand(placeId: string) {
      return places.findBrand(placeId);
    },
  };
}

export type ReceiptRepository = ReturnType<typeof createReceiptRepository>;
