import { randomUUID } from 'node:crypto';
import { PERMIT_MESSAGES } from '@parking/domain';
import type { Database } from '#api/db/client.js';
import { AppError } from '#api/errors.js';
import { type Product, paymentErrors } from '../payment/index.js';
import { PERMIT_REFUND_REASONS } from './refund-reasons.js';
import { createPermitSettleRepository } from './settle-repository.js';

/**
 * A permit renewal as a product of the payment core (decisions 052, 075): a BASE payment for
 * exactly the period the renewal was generated for, on the permit itself. A renewal of a period
 * another renewal already paid is refunded (with the key of this payment, exactly once) and
 * refused in the permit's own words.
 */
export function createPermitProduct(db: Database): Product {
  const renewals = createPermitSettleRepository(db);
  return {
    kinds: ['PERMIT'],
    refundReasons: PERMIT_REFUND_REASONS,
    async settle(row, collected) {
      const outcome = await renewals.settlePermitRenewal({
        pendingPaymentId: row.id,
        paymentId: randomUUID(),
        plate: collected.plate,
        collectedAt: collected.at,
        transactionId: collected.transactionId,
        cardBrand: collected.cardBrand,
        lastFourDigits: collected.lastFourDigits,
      });
      if (outcome.kind === 'settled') {
        return { status: 'settled', reference: outcome.assignedRightId };
      }
      if (outcome.kind === 'duplicate') return { status: 'refunding', reason: outcome.reason };
      throw paymentErrors.paymentRefunded();
    },
    // The permit's own words, which its page matches; the code says the money went back.
    refusalAtSettle: (_reason, refunded) =>
      new AppError(
        refunded ? 'REFUNDED_PERIOD_PAID' : 'PERMIT_ALREADY_RENEWED',
        PERMIT_MESSAGES.alreadyRenewed,
      ),
  };
}
