/**
 * The payment feature's public face. The rate and payment form is shared by the flows that take
 * money (transient, extension and permit renewal; reservation later), so their pages import it from
 * here, and only from here; this feature imports no other feature (docs/decisions/021).
 */

export { type CardKind, cardPath } from './api/generate-payment.ts';
export { getCardProviderInfoQueryOptions } from './api/get-card-provider-info.ts';
export type { ProcessOutcome } from './api/process-payment.ts';
export { updatePaymentIntent } from './api/update-payment-intent.ts';
export { QuotePaymentForm } from './components/quote-payment-form.tsx';
export { RatePaymentForm } from './components/rate-payment-form.tsx';
export {
  cardKindOf,
  extensionPaymentActions,
  type PaymentActions,
  transientPaymentActions,
} from './lib/payment-actions.ts';
export { permitPaymentActions } from './lib/permit-payment-actions.ts';
