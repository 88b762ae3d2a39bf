import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import { receiptDelivery } from '#api/db/schema/index.js';
import type { JobQueue } from '#api/jobs/job-queue.js';
import { RECEIPT_QUEUE, type ReceiptJobData } from '#api/modules/receipt/index.js';

export type BookingTicketInput = {
  assignedRightId: string;
  placeId: string;
  /** The address the driver gave with the plate (process-payment-booking). */
  email: string;
  /** The driver's language; the ticket falls back to es-ES, as every receipt. */
  locale: string | null;
};

export type QueuedBookingTicket = { deliveryId: string; queued: boolean };

/**
 * E-mails a booking's ticket (with its .ics) through the receipt job queue, at once after the
 * booking's payment settles. Idempotent per booking and address: a second call (the webhook and
 * the browser both settling, a retry) finds the delivery and sends no second job. It shares the
 * receipt's per-ticket lock, so the receipt cap counts it like any other delivery; being the
 * first delivery of a new right, it never meets the cap. Called after the settle committed:
 * a crash between the two leaves no ticket, and the paid-ticket page's e-mail row sends one.
 */
export async function queueBookingTicket(
  deps: { db: Database; jobs: Pick<JobQueue, 'send'> },
  input: BookingTicketInput,
): Promise<QueuedBookingTicket> {
  const found = await deps.db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`receipt:${input.assignedRightId}`}))`,
    );
    const [existing] = await tx
      .select({ id: receiptDelivery.id })
      .from(receiptDelivery)
      .where(
        and(
          eq(receiptDelivery.assignedRightId, input.assignedRightId),
          eq(sql`lower(${receiptDelivery.email})`, input.email.toLowerCase()),
        ),
      )
      .limit(1);
    if (existing) return { deliveryId: existing.id, created: false };
    const [delivery] = await tx
      .insert(receiptDelivery)
      .values({
        assignedRightId: input.assignedRightId,
        email: input.email,
        locale: input.locale ?? 'es-ES',
      })
      .returning({ id: receiptDelivery.id });
    if (!delivery) throw new Error('receipt_delivery insert returned no row');
    return { deliveryId: delivery.id, created: true };
  });
  if (found.created) {
    const data: ReceiptJobData = { deliveryId: found.deliveryId, placeId: input.placeId };
    await deps.jobs.send(RECEIPT_QUEUE.name, data);
  }
  return { deliveryId: found.deliveryId, queued: found.created };
}
