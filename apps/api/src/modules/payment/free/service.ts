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
import { EXTENSION_RATE_TYPES } from '../generate/service.js';
import { pricedAmounts } from '../pricing.js';

/** POST /payment/generate-payment: free rates only; a priced rate needs a card kind. */
export async function generateFreePayment(
  core: PaymentCore,
  body: GeneratePaymentBody,
): Promise<PendingPayment> {
  const at = core.now();
  const priced = await core.pricing.priceRate(body, at);
  if (!isFreeRate(pricedAmounts(priced))) {
    throw paymentErrors.cardPaymentRequired();
  }
  return core.pricing.holdPending(priced, {
    id: randomUUID(),
    kind: 'FREE',
    externalId: null,
    at,
  });
}

/** POST /payment/{assignedRightId}/generate-payment-on-demand-extension: free rates only. */
export async function generateFreeExtension(
  core: PaymentCore,
  assignedRightId: string,
  body: GeneratePaymentBody,
): Promise<PendingPayment> {
  const at = core.now();
  const priced = await core.pricing.priceRate(body, at, EXTENSION_RATE_TYPES);
  await core.checkLiveRight(assignedRightId, priced.placeId, at);
  if (!isFreeRate(pricedAmounts(priced))) {
    throw paymentErrors.cardPaymentRequired();
  }
  return core.pricing.holdPending(priced, {
    id: randomUUID(),
    kind: 'FREE',
    externalId: null,
    at,
    extendsAssignedRightId: assignedRightId,
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
