import { and, eq } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import { assignedRight, receiptDelivery } from '#api/db/schema/index.js';
import type { JobQueue } from '#api/jobs/job-queue.js';
import { RECEIPT_QUEUE, type ReceiptJobData } from './queue.js';

/**
 * A delivery's job is named by the delivery's id (decision 099): sent twice (a retry, the
 * start-up resend below), the delivery is still worked once.
 */
export function sendReceiptJob(jobs: Pick<JobQueue, 'sendOnce'>, data: ReceiptJobData) {
  return jobs.sendOnce(RECEIPT_QUEUE.name, data.deliveryId, data);
}

/**
 * At start, the job of every delivery never attempted, sent again. A delivery can be committed
 * before its job is sent (a booking's ticket is written by the statement that books): a process
 * killed between the two leaves one, and only a start follows a kill. A delivery whose job is
 * waiting or running is named by it, and nothing is added for it.
 */
export async function resendUnattemptedReceipts(
  db: Database,
  jobs: Pick<JobQueue, 'sendManyOnce'>,
): Promise<number> {
  const rows = await db
    .select({ deliveryId: receiptDelivery.id, placeId: assignedRight.placeId })
    .from(receiptDelivery)
    .innerJoin(assignedRight, eq(assignedRight.id, receiptDelivery.assignedRightId))
    .where(and(eq(receiptDelivery.status, 'PENDING'), eq(receiptDelivery.attempts, 0)));
  await jobs.sendManyOnce(
    RECEIPT_QUEUE.name,
    rows.map((data) => ({ id: data.deliveryId, data })),
  );
  return rows.length;
}
