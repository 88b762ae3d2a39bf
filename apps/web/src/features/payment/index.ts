/**
 * The payment feature's public face, for every flow that takes money (transient, extension,
 * permit renewal, reservation checkout, a gated stay). A flow gives a priced item (or options
 * to choose from) and the calls to make, `PaymentActions`; the form pays it and hands back the
 * id of what was paid. This feature knows no flow and imports none (docs/decisions/021, 078);
 * flows import it from here, and only from here.
 */

export { getCardProviderInfoQueryOptions } from './api/get-card-provider-info.ts';
export { ItemPaymentForm } from './components/item-payment-form.tsx';
export { OptionPaymentForm } from './components/option-payment-form.tsx';
export { type CardKind, cardKindOf, cardPath } from './lib/card-kind.ts';
export { describeIntent, type PaymentActions, toProcessOutcome } from './lib/payment-actions.ts';
export type { PricedItem, PricedOption } from './lib/priced-item.ts';
