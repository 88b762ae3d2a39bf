import type {
  CardPaymentIntent,
  PaymentProcessing,
  PendingPayment,
  ProcessClientSecretPaymentBody,
  ProcessFreePaymentBody,
  ProcessIntentPaymentBody,
  UpdatePaymentIntentBody,
} from '@parking/domain/contracts';
import { updatePaymentIntent } from '../api/update-payment-intent.ts';
import type { PricedItem } from './priced-item.ts';

/**
 * What a payment paid, by its id: a session's or a booking's assigned right, a stay's order.
 * The flow that gave the calls knows which; the form hands `paidRef` to its `onPaid`.
 */
export interface PaidTarget {
  paidRef: string;
}

/** A settling call's answer: paid, or 202 while the processor has not confirmed yet. */
export type ProcessOutcome = PaidTarget | PaymentProcessing;

export const isProcessing = (outcome: ProcessOutcome): outcome is PaymentProcessing =>
  'status' in outcome && outcome.status === 'processing';

/** A flow's answer to a settling call, with the id of what it paid picked out of it. */
export const toProcessOutcome = <Paid extends object>(
  answer: Paid | PaymentProcessing,
  paidRefOf: (paid: Paid) => string,
): ProcessOutcome =>
  'status' in answer && answer.status === 'processing'
    ? answer
    : { paidRef: paidRefOf(answer as Paid) };

/**
 * The second kind's pre-payment call (update-payment-intent), with what the flow adds to the
 * intent's description: an extension says so, a booking gives the ticket's e-mail.
 */
export const describeIntent =
  (extra: Partial<UpdatePaymentIntentBody> = {}): PaymentActions['updateIntent'] =>
  (paymentIntentId, body) =>
    updatePaymentIntent(paymentIntentId, { ...body, ...extra });

/**
 * The calls the payment form makes (spec section 2: 'the provider generate, process and
 * pre-payment actions' are given to the form), given by the flow: generate a pending payment for
 * the item chosen, settle it free or by card, describe the second kind's intent before the
 * browser confirms, and find a slow card's payment by the processor's id.
 */
export interface PaymentActions<Item extends PricedItem = PricedItem> {
  generate(item: Item): Promise<PendingPayment | CardPaymentIntent>;
  processFree(body: ProcessFreePaymentBody): Promise<PaidTarget>;
  processIntent(body: ProcessIntentPaymentBody): Promise<ProcessOutcome>;
  updateIntent(paymentIntentId: string, body: UpdatePaymentIntentBody): Promise<unknown>;
  processClientSecret(body: ProcessClientSecretPaymentBody): Promise<ProcessOutcome>;
  findByExternalId(externalId: string, signal?: AbortSignal): Promise<PaidTarget>;
}
