import type { CardKind, PaymentActions } from '../../payment/index.ts';
import { extensionPaymentActions, type RateOption } from '../../transient/index.ts';
import { generatePermitPayment } from '../api/generate-permit-payment.ts';

/**
 * The permit summary's calls (spec section 7, 'Permit payment' and 'Permit processing'): the
 * renewal is generated on the permit's own path and then processed exactly as an on-demand
 * extension of the permit's assigned right, which the server settles as the next cycle
 * (decision 052). A permit has no free renewal: the card path is asked whatever the value, and
 * the server prices it.
 */
export function permitPaymentActions({
  placeId,
  kind,
  assignedRightId,
}: {
  placeId: string;
  kind: CardKind;
  assignedRightId: string;
}): PaymentActions<RateOption> {
  return {
    ...extensionPaymentActions({ placeId, kind, assignedRightId }),
    generate: ({ rate }) =>
      generatePermitPayment(kind, assignedRightId, {
        rateId: rate.rateId,
        rateLineId: rate.rateLineId,
        placeId,
      }),
  };
}
