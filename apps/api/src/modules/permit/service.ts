import type { CardPaymentIntent, GeneratePaymentBody, PermitInfo } from '@parking/domain';
import type { Database } from '#api/db/client.js';
import type { CardKind, PaymentCore } from '../payment/index.js';
import type { RatePricing } from '../rate/index.js';
import { generatePermitPayment } from './generate-payment.js';
import { getPermitInfo } from './info.js';

/**
 * The permit flow (docs/decisions/052), built on the payment core: info and renewal, whose
 * period is priced at the permit's rate line (`pricing`) before the core holds it.
 */
export function createPermitService({
  db,
  core,
  pricing,
}: {
  db: Database;
  core: PaymentCore;
  pricing: RatePricing;
}) {
  return {
    getInfo: (placeId: string, assignedRightId: string): Promise<PermitInfo> =>
      getPermitInfo(db, { placeId, assignedRightId, now: core.now() }),

    generatePayment: (
      kind: CardKind,
      assignedRightId: string,
      body: GeneratePaymentBody,
    ): Promise<CardPaymentIntent> =>
      generatePermitPayment({ db, core, pricing }, kind, assignedRightId, body),
  };
}

export type PermitService = ReturnType<typeof createPermitService>;
