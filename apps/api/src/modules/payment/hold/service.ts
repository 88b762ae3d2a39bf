import {
  type CardGateway,
  PENDING_PAYMENT_VALIDITY_MS,
  type PendingPayment,
} from '@parking/domain';
import type { PaymentAccount } from '@parking/domain/operator-file';
import type { PendingPaymentRow } from '../claim-and-settle/pending-repository.js';
import { mintPayerKey } from '../payer-key/index.js';
import { toPendingPayment } from '../pricing.js';
import type { HoldRepository } from './repository.js';

/**
 * What a flow priced, for the core to hold: the place, the rate line it was priced from and
 * the amounts. The core does not ask how it was priced (decision 075).
 */
export type PricedItem = {
  placeId: string;
  rateId: string;
  rateLineId: string;
  paymentGateway: CardGateway;
  /** The place's own processor account its intent is made with; null for the server's. */
  paymentAccount: PaymentAccount | null;
  valueMinor: number;
  serviceFeeMinor: number;
  currencyCode: string;
};

/** A right an extension adds to, as its generate read it. */
export type ExtendedRight = { id: string; end: Date | null; version: number };

/**
 * Step 1 of decision 030, the core's half: hold a priced item for 4 minutes as a PENDING
 * payment of a product kind, and find the processor of a place.
 */
export function createPendingHold(repository: HoldRepository) {
  return {
    /**
     * Inserts the PENDING payment and answers what the browser is told about it, with the
     * payer key of this payment (stored as its hash only).
     */
    async hold(
      priced: PricedItem,
      values: {
        id: string;
        /** The card kind, or FREE: no processor. */
        provider: PendingPaymentRow['provider'];
        /** The product it buys (decision 075). */
        kind: PendingPaymentRow['kind'];
        externalId: string | null;
        at: Date;
        /**
         * The assigned right the product adds to (an on-demand extension), with its end and
         * version as read now: the settle starts from them (decision 101).
         */
        extendsRight?: ExtendedRight | undefined;
      },
    ): Promise<PendingPayment> {
      const payer = mintPayerKey();
      const pending = {
        id: values.id,
        placeId: priced.placeId,
        rateId: priced.rateId,
        rateLineId: priced.rateLineId,
        provider: values.provider,
        gateway: values.provider === 'FREE' ? null : priced.paymentGateway,
        paymentAccount: values.provider === 'FREE' ? null : priced.paymentAccount,
        amountMinor: priced.valueMinor,
        serviceFeeMinor: priced.serviceFeeMinor,
        currencyCode: priced.currencyCode,
        externalId: values.externalId,
        kind: values.kind,
        extendsAssignedRightId: values.extendsRight?.id ?? null,
        extendsRightEnd: values.extendsRight?.end ?? null,
        extendsRightVersion: values.extendsRight?.version ?? null,
        payerKeyHash: payer.hash,
        expiresAt: new Date(values.at.getTime() + PENDING_PAYMENT_VALIDITY_MS),
        createdAt: values.at,
      };
      await repository.insertPending(pending);
      return {
        ...toPendingPayment({ ...pending, isFree: values.provider === 'FREE' }),
        payerKey: payer.key,
      };
    },

    /** The place's processor and merchant name, for the card form (not cached: rarely read). */
    findPlace: (placeId: string) => repository.findPlace(placeId),
  };
}

export type PendingHold = ReturnType<typeof createPendingHold>;
