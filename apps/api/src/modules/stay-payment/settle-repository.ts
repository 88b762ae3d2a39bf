import { and, eq, notInArray } from 'drizzle-orm';
import type { Database } from '#api/db/client.js';
import { pendingPayment } from '#api/db/schema/index.js';
import { findPricedStay, recordStayPayment, unpaidMinorAt } from '../stay/index.js';
import { REFUND_REASON_STAY_PAID } from './refund-reasons.js';

export type StayPaymentSettle = {
  pendingPaymentId: string;
  stayId: string;
  paidAt: Date;
  transactionId: string;
  cardBrand: string | null;
  lastFourDigits: string | null;
};

/** What a STAY payment's settle did: recorded it, found it done, or found the stay paid. */
export type StaySettleOutcome =
  | { status: 'settled'; email: string | null }
  | { status: 'not-settleable' }
  /** Another payment paid the stay meanwhile: this one is REFUNDING, its money goes back. */
  | { status: 'refunding'; reason: string };

const DEFAULT_STAY_LOCALE = 'en-US';

/**
 * The settle of a STAY pending payment (decision 058) in one transaction: the stay's row lock
 * first (as generate-payment-by-session and the redirect notification take it), then the
 * pending payment's. The stay payment is recorded with the pending payment's id as its order
 * id, once per intent. A payment priced at T for more than the stay still owed at T (another
 * payment came first) is not recorded: it becomes REFUNDING here and the caller returns the
 * money after the commit (never a processor call inside a transaction).
 */
export function createStaySettleRepository(
  db: Database,
  { sandboxMoney }: { sandboxMoney: boolean },
) {
  return {
    settle: (input: StayPaymentSettle): Promise<StaySettleOutcome> =>
      db.transaction(async (tx) => {
        const stay = await findPricedStay(tx, input.stayId, { forUpdate: true, sandboxMoney });
        const [row] = await tx
          .select({
            provider: pendingPayment.provider,
            gateway: pendingPayment.gateway,
            amountMinor: pendingPayment.amountMinor,
            currencyCode: pendingPayment.currencyCode,
            pricedUntil: pendingPayment.periodEnd,
            externalId: pendingPayment.externalId,
            email: pendingPayment.email,
            locale: pendingPayment.locale,
          })
          .from(pendingPayment)
          .where(
            and(
              eq(pendingPayment.id, input.pendingPaymentId),
              notInArray(pendingPayment.status, ['SUCCEEDED', 'REFUNDING', 'REFUNDED']),
            ),
          )
          .for('update');
        if (!row) return { status: 'not-settleable' };
        if (!stay || !row.pricedUntil || !row.externalId) {
          throw new Error(
            `Stay payment ${input.pendingPaymentId} has no stay, price time or intent`,
          );
        }
        if (unpaidMinorAt(stay, row.pricedUntil) < row.amountMinor) {
          await tx
            .update(pendingPayment)
            .set({
              status: 'REFUNDING',
              failureReason: REFUND_REASON_STAY_PAID,
              updatedAt: input.paidAt,
            })
            .where(eq(pendingPayment.id, input.pendingPaymentId));
          return { status: 'refunding', reason: REFUND_REASON_STAY_PAID };
        }
        await recordStayPayment(tx, {
          id: input.pendingPaymentId,
          stayId: stay.id,
          customerId: stay.customerId,
          placeId: stay.placeId,
          provider: row.provider,
          amountMinor: row.amountMinor,
          currencyCode: row.currencyCode,
          pricedUntil: row.pricedUntil,
          paidAt: input.paidAt,
          externalId: row.externalId,
          transactionId: input.transactionId,
          cardBrand: input.cardBrand,
          lastFourDigits: input.lastFourDigits,
          email: row.email,
          locale: row.locale ?? DEFAULT_STAY_LOCALE,
          sandbox: row.gateway === 'SANDBOX',
        });
        await tx
          .update(pendingPayment)
          .set({ status: 'SUCCEEDED', failureReason: null, updatedAt: input.paidAt })
          .where(eq(pendingPayment.id, input.pendingPaymentId));
        return { status: 'settled', email: row.email };
      }),
  };
}
