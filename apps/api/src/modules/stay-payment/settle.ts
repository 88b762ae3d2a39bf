import type { Database } from '#api/db/client.js';
import type { Product } from '../payment/index.js';
import { STAY_REFUND_REASONS } from './refund-reasons.js';
import { createStaySettleRepository } from './settle-repository.js';

/** What a stay payment's payer is sent once it is recorded (the stay's ticket e-mail). */
export type PaidStay = { orderId: string; stayId: string; email: string; locale: string | null };

/**
 * A STAY payment as a product of the payment core (decisions 058, 075): the stay payment whose
 * id, the spec's orderId, is the pending payment's own, answered where other products answer
 * their assigned right. Whichever of the browser, the webhook or the reconciler comes first
 * records it; the others find it. A payment that would pay the stay twice (two intents of one
 * stay paid at once) is refunded with this payment's key, exactly once.
 */
export function createStayProduct(deps: {
  db: Database;
  /** Money an embedded sandbox took counts as paid: sandbox mode (docs/decisions/073). */
  sandboxMoney: boolean;
  /** After the commit, for a payer who gave an address: queues their ticket e-mail. */
  onPaid: (paid: PaidStay) => Promise<unknown>;
}): Product {
  const stays = createStaySettleRepository(deps.db, { sandboxMoney: deps.sandboxMoney });
  return {
    kinds: ['STAY'],
    refundReasons: STAY_REFUND_REASONS,
    async settle(row, collected) {
      const { stayId } = row;
      if (!stayId) throw new Error(`Stay payment ${row.id} has no stay`);
      const outcome = await stays.settle({
        pendingPaymentId: row.id,
        stayId,
        paidAt: collected.at,
        transactionId: collected.intent ? collected.transactionId : (row.externalId ?? row.id),
        cardBrand: collected.cardBrand,
        lastFourDigits: collected.lastFourDigits,
      });
      if (outcome.status !== 'settled') return outcome;
      const { email } = outcome;
      if (!email) return { status: 'settled', reference: row.id };
      const paid = { orderId: row.id, stayId, email, locale: row.locale };
      return { status: 'settled', reference: row.id, afterCommit: () => deps.onPaid(paid) };
    },
  };
}
