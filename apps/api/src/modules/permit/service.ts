import type { CardPaymentIntent, GeneratePaymentBody, PermitInfo } from '@parking/domain';
import type { Database } from '#api/db/client.js';
import type { CardKind, PaymentCore } from '../payment/index.js';
import { generatePermitPayment } from './generate-payment.js';
import { getPermitInfo } from './info.js';

/** The permit flow (docs/decisions/052), built on the payment core: info and renewal. */
export function createPermitService({ db, core }: { db: Database; core: PaymentCore }) {
  return {
    getInfo: (placeId: string, assignedRightId: string): Promise<PermitInfo> =>
      getPermitInfo(db, { placeId, assignedRightId, now: core.now() }),

    generatePayment: (
      kind: CardKind,
      assignedRightId: string,
      body: GeneratePaymentBody,
    ): Promise<CardPaymentIntent> =>
      generatePermitPayment({ db, core }, kind, assignedRightId, body),
  };
}

export type PermitService = ReturnType<typeof createPermitService>;
