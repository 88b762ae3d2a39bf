import type Stripe from 'stripe';
import type { Intent, IntentStatus, Refund } from '../card-processor.js';

/**
 * Stripe compares an idempotency key with the endpoint and parameters it was first used with,
 * and our callers pass one key (the pending payment id) to create and to confirm: each call gets
 * its own namespace, and a confirm's key names its payment method, so that a retry of the same
 * confirmation is answered from Stripe's cache while another card is a new request.
 */
export const stripeIdempotencyKeys = {
  create: (key: string) => `pi-create:${key}`,
  confirm: (key: string, paymentMethodId: string) => `pi-confirm:${key}:${paymentMethodId}`,
  refund: (key: string) => `refund:${key}`,
  /** refundIntent of an uncaptured authorisation: a cancel, in a namespace of its own. */
  void: (key: string) => `pi-void:${key}`,
  cancel: (key: string) => `pi-cancel:${key}`,
  /** A kept card's customer (decision 086), one per pending payment that keeps it. */
  customer: (key: string) => `cus-create:${key}`,
};

/**
 * A refund as our callers see it: 'pending' until Stripe reports it done (pending,
 * requires_action). A failed or canceled refund returned nothing: it is an error, not a Refund.
 */
export function toRefund(refund: Stripe.Refund): Refund {
  if (refund.status === 'failed' || refund.status === 'canceled') {
    throw new Error(`refund ${refund.id} is ${refund.status}: ${refund.failure_reason ?? ''}`);
  }
  return {
    refundId: refund.id,
    status: refund.status === 'succeeded' ? 'succeeded' : 'pending',
    amountMinor: refund.amount,
    voided: false,
  };
}

/** The charge behind an intent as retrieved with latest_charge expanded, if any. */
export function chargeOf(intent: Stripe.PaymentIntent): Stripe.Charge | null {
  return typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
}

export function toIntent(intent: Stripe.PaymentIntent): Intent {
  const charge = chargeOf(intent);
  const card = charge?.payment_method_details?.card;
  return {
    intentId: intent.id,
    status: intent.status as IntentStatus,
    amountMinor: intent.amount,
    currencyCode: intent.currency.toUpperCase(),
    card: card ? { brand: card.brand ?? 'unknown', last4: card.last4 ?? '' } : null,
    lastError: intent.last_payment_error?.message ?? null,
    // 'card_declined' with a decline_code ('insufficient_funds') says more; else the code.
    lastErrorCode:
      intent.last_payment_error?.decline_code ?? intent.last_payment_error?.code ?? null,
    metadata: { ...intent.metadata },
  };
}
