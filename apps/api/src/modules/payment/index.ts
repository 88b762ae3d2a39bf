/** What the rest of the API may use of the payment core (README.md of modules/). */

export type { CardingGuard } from './card/carding-guard.js';
export { createCardingGuard } from './card/carding-guard.js';
export type { CardProcessorLookup } from './core.js';
export {
  createPaymentReconciler,
  type PaymentReconciler,
} from './refund-and-reconcile/reconciler.js';
export type { FinaliseResult } from './refund-and-reconcile/service.js';
export { createResumeService, type ResumeService } from './resume/service.js';
export { paymentRoutes } from './routes.js';
export { createPaymentService, type PaymentService } from './service.js';
export { sendSpecMessagesVerbatim } from './spec-messages.js';
