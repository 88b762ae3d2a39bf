import { randomUUID } from 'node:crypto';
import {
  type GeneratePaymentBody,
  isFreeRate,
  normalizePlate,
  type PendingPayment,
} from '@parking/domain';
import { claim } from '../claim-and-settle/claim.js';
import { settle } from '../claim-and-settle/settle.js';
import type { DriverDetails, PaymentCore } from '../core.js';
import { paymentErrors } from '../errors.js';
import { EXTENSION_RATE_TYPES, PURCHASABLE_RATE_TYPES } from '../generate/service.js';

/**
 * POST /payment/generate-payment, and with `extendsAssignedRightId` the on-demand extension
 * (POST /payment/{assignedRightId}/generate-payment-on-demand-extension): free rates only; a
 * priced rate needs a card kind.
 */
export async function generateFreePayment(
  core: PaymentCore,
  body: GeneratePaymentBody,
  extendsAssignedRightId?: string,
): Promise<PendingPayment> {
  const at = core.now();
  const priced = await core.pricing.priceRate(
    body,
    at,
    extendsAssignedRightId ? EXTENSION_RATE_TYPES : PURCHASABLE_RATE_TYPES,
  );
  if (extendsAssignedRightId) await core.checkLiveRight(extendsAssignedRightId, priced.placeId, at);
  if (!isFreeRate(priced)) throw paymentErrors.cardPaymentRequired();
  return core.pricing.holdPending(priced, {
    id: randomUUID(),
    kind: 'FREE',
    externalId: null,
    at,
    extendsAssignedRightId,
  });
}

/** POST /payment/process-payment: claim, then settle; no processor involved. */
export async function processFreePayment(
  core: PaymentCore,
  input: DriverDetails & { pendingPaymentId: string },
): Promise<{ assignedRightId: string }> {
  const claimed = await claim(core, { id: input.pendingPaymentId }, 'FREE', input);
  if (claimed.kind === 'succeeded') return { assignedRightId: claimed.assignedRightId };
  if (claimed.kind === 'expired') {
    await core.pending.setStatusUnlessMoneyTaken(claimed.row.id, {
      status: 'EXPIRED',
      at: core.now(),
    });
    throw paymentErrors.paymentExpired();
  }
  const plate = claimed.row.licensePlate ?? normalizePlate(input.licensePlate);
  return { assignedRightId: await settle(core, claimed.row, null, plate) };
}
