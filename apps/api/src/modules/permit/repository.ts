import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import { paymentWithLineColumns } from '#api/db/queries/right-payments.js';
import {
  assignedRight,
  payment,
  paymentLine,
  permit,
  place,
  rate,
  rateLine,
} from '#api/db/schema/index.js';

export { findCredentials } from '#api/db/queries/right-payments.js';

/** Database or transaction: the reads run alone (info) or under the permit's lock (renewal). */
type Reader = Pick<Database, 'select'>;

/** The permit of a place with its rate line and clock, or undefined when there is none. */
export async function findPermit(db: Reader, assignedRightId: string, placeId: string) {
  const rows = await db
    .select({
      assignedRightId: permit.assignedRightId,
      holderName: permit.holderName,
      placeId: assignedRight.placeId,
      createdAt: assignedRight.createdAt,
      timezone: place.timezone,
      rateId: rate.id,
      rateLineId: rateLine.id,
      rateName: rate.name,
      rateTranslations: rate.translations,
      valueMinor: rateLine.valueMinor,
      serviceFeeMinor: rateLine.serviceFeeMinor,
      currencyCode: rate.currencyCode,
    })
    .from(permit)
    .innerJoin(assignedRight, eq(assignedRight.id, permit.assignedRightId))
    .innerJoin(place, eq(place.id, assignedRight.placeId))
    .innerJoin(rateLine, eq(rateLine.id, permit.rateLineId))
    .innerJoin(rate, eq(rate.id, rateLine.rateId))
    .where(
      and(
        eq(permit.assignedRightId, assignedRightId),
        eq(assignedRight.placeId, placeId),
        eq(assignedRight.kind, 'PERMIT'),
      ),
    )
    .limit(1);
  return rows[0];
}

export type PermitRow = NonNullable<Awaited<ReturnType<typeof findPermit>>>;

/** The permit's payments (BASE and REFUND) with their lines, oldest first. */
export async function findPermitPayments(db: Reader, assignedRightId: string) {
  return db
    .select(paymentWithLineColumns)
    .from(payment)
    .leftJoin(paymentLine, eq(paymentLine.paymentId, payment.id))
    .where(eq(payment.assignedRightId, assignedRightId))
    .orderBy(asc(payment.startPeriodCovered), asc(payment.id), asc(paymentLine.type));
}

export type PermitPaymentRow = Awaited<ReturnType<typeof findPermitPayments>>[number];
