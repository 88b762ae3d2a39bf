/** What the rest of the API may use of the payment core (README.md of modules/). */

export type { CardingGuard } from './card/carding-guard.js';
export { createCardingGuard } from './card/carding-guard.js';
export { generateResponses, processResponses, sendOutcome } from './card/process-answer.js';
export { checkProvider, kindOf, refuseOtherProviders } from './card/provider-path.js';
export { CLAIMABLE } from './claim-and-settle/pending-repository.js';
export type { Product, RefundRefusal } from './claim-and-settle/products.js';
export { type RightPayment, rightPaymentOf } from './claim-and-settle/right-payment.js';
export type { CardKind, CardProcessorLookup, PaymentCore } from './core.js';
export { paymentErrors } from './errors.js';
export * from './payer-key/index.js';
export { toPendingPayment } from './pricing.js';
export {
  createPaymentReconciler,
  type PaymentReconciler,
} from './refund-and-reconcile/reconciler.js';
export type { FinaliseResult } from './refund-and-reconcile/service.js';
export { gatherPayments } from './resume/gather-payments.js';
export { createResumeService, type ResumeService } from './resume/service.js';
export { paymentRoutes } from './routes.js';
export { createPaymentService, type PaymentService } from './service.js';
