import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { Transaction } from '#api/db/queries/booking-capacity.js';
import { assignedRight, customer, payment, stay } from '#api/db/schema/index.js';

/**
 * What is still running at an organisation's places, in words, or null: paid time not over
 * yet (a session, a booking, a permit's month) and stays still inside. A change that would
 * alter what those drivers paid for (the currency) waits until they are over.
 */
export async function liveActivityOf(
  tx: Transaction,
  organizationId: string,
  now: Date,
): Promise<string | null> {
  const [paid] = await tx
    .select({ n: count() })
    .from(payment)
    .innerJoin(assignedRight, eq(assignedRight.id, payment.assignedRightId))
    .innerJoin(customer, eq(customer.id, assignedRight.customerId))
    .where(and(eq(customer.organizationId, organizationId), gt(payment.endPeriodCovered, now)));
  const [inside] = await tx
    .select({ n: count() })
    .from(stay)
    .innerJoin(customer, eq(customer.id, stay.customerId))
    .where(and(eq(customer.organizationId, organizationId), isNull(stay.actualEnd)));
  const parts = [
    (paid?.n ?? 0) > 0 ? `${paid?.n} paid sessions, bookings or permits are not over` : null,
    (inside?.n ?? 0) > 0 ? `${inside?.n} cars are inside a gated lot` : null,
  ].filter((part) => part !== null);
  return parts.length > 0 ? parts.join(' and ') : null;
}
