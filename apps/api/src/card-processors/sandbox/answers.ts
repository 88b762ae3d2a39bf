import type { Refund } from '../card-processor.js';
import { CardProcessorRequestError } from '../errors.js';
import { CANCELABLE, REFUNDABLE, type SandboxIntentRow } from './repository.js';

/** Stripe's words for a declined card, which the payment core stores as the failure reason. */
export const DECLINED_MESSAGE = 'Your card was declined.';

/** Stripe's words for each decline code the sandbox's test cards produce. */
export const DECLINE_MESSAGES: Record<string, string> = {
  card_declined: DECLINED_MESSAGE,
  insufficient_funds: 'Your card has insufficient funds.',
  expired_card: 'Your card has expired.',
  incorrect_cvc: "Your card's security code is incorrect.",
  processing_error: 'An error occurred while processing your card. Try again in a little bit.',
};

/** The states a confirmation may start from; any other answers the intent unchanged. */
export const CONFIRMABLE = new Set<string>(['requires_payment_method', 'requires_confirmation']);

/** The sandbox's refusals, worded and coded as Stripe's, since it plays an external service. */
export function noSuchIntent(intentId: string) {
  return new CardProcessorRequestError(
    404,
    'resource_missing',
    `No such payment_intent: '${intentId}'`,
  );
}

export function noSuchPaymentMethod(paymentMethodId: string) {
  return new CardProcessorRequestError(
    404,
    'resource_missing',
    `No such PaymentMethod: '${paymentMethodId}'`,
  );
}

/** Stripe's answer to an operation the intent's status does not allow. */
export function unexpectedState(action: 'confirm' | 'cancel' | 'refund', row: SandboxIntentRow) {
  const allowed = action === 'cancel' ? CANCELABLE : action === 'refund' ? REFUNDABLE : CONFIRMABLE;
  return new CardProcessorRequestError(
    400,
    'payment_intent_unexpected_state',
    `You cannot ${action} this PaymentIntent because it has a status of ${row.status}. ` +
      `Only a PaymentIntent with one of the following statuses may be ${action === 'cancel' ? 'canceled' : `${action}ed`}: ${[...allowed].join(', ')}.`,
  );
}

/** The refund a row records (refund_id set); voided when the intent was never captured. */
export function refundOf(row: SandboxIntentRow): Refund {
  if (!row.refundId) throw new Error(`sandbox intent ${row.id} has no refund`);
  return {
    refundId: row.refundId,
    status: 'succeeded',
    amountMinor: row.amountRefundedMinor,
    voided: row.refundId === row.id,
  };
}
