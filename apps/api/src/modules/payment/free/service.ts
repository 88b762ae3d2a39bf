import { normalizePlate } from '@parking/domain';
import { claim } from '../claim-and-settle/claim.js';
import { settle } from '../claim-and-settle/settle.js';
import type { DriverDetails, PaymentCore } from '../core.js';
import { paymentErrors } from '../errors.js';

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
