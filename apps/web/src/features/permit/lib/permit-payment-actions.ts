import type { PaymentActions } from '#web/features/payment/index.ts';
import { type ExtensionTarget, loadPaymentActions } from '#web/features/transient/index.ts';
import { generatePermitPayment } from '../api/generate-permit-payment.ts';
import type { PermitOption } from './permit-rate.ts';

/**
 * The permit summary's calls (spec section 7, 'Permit payment' and 'Permit processing'): the
 * renewal is generated on the permit's own path and then processed exactly as an on-demand
 * extension of the permit's assigned right, with the transient extension's calls, which the
 * server settles as the next cycle (decision 052). A permit has no free renewal: the card path
 * is asked whatever the value, and the server prices it.
 */
export function permitPaymentActions({
  placeId,
  kind,
  assignedRightId,
}: ExtensionTarget): PaymentActions<PermitOption> {
  // Loaded as the form opens, long before Pay: a chunk of the transient flow's, lent by loader
  // so that the permit's other pages do not carry it (docs/decisions/078).
  const extension = loadPaymentActions().then((calls) =>
    calls.extensionPaymentActions({ placeId, kind, assignedRightId }),
  );
  // A failed load is the payment's to report, when it is made: not an unhandled rejection now.
  extension.catch(() => undefined);
  return {
    generate: ({ rateId, rateLineId }) =>
      generatePermitPayment(kind, assignedRightId, { rateId, rateLineId, placeId }),
    processFree: (body) => extension.then((calls) => calls.processFree(body)),
    processIntent: (body) => extension.then((calls) => calls.processIntent(body)),
    updateIntent: (paymentIntentId, body) =>
      extension.then((calls) => calls.updateIntent(paymentIntentId, body)),
    processClientSecret: (body) => extension.then((calls) => calls.processClientSecret(body)),
    findByExternalId: (externalId, signal) =>
      extension.then((calls) => calls.findByExternalId(externalId, signal)),
  };
}
