import Stripe from 'stripe';
import { CardProcessorError, CardProcessorRequestError } from '../errors.js';

/** Anything but a decline: a 404 for an unknown object, otherwise a 500 with the cause. */
export const stripeFailure = (action: string, error: unknown) => {
  if (error instanceof Stripe.errors.StripeError && error.code === 'resource_missing') {
    return new CardProcessorRequestError(404, 'resource_missing', error.message);
  }
  return new CardProcessorError('STRIPE', `${action} failed`, { cause: error });
};

export const isInvalidRequest = (error: unknown, code?: string) =>
  error instanceof Stripe.errors.StripeInvalidRequestError &&
  (code === undefined || error.code === code);

/** Stripe refused the operation in this state: the same 400 as the sandbox's. */
export const unexpectedState = (error: Stripe.errors.StripeError) =>
  new CardProcessorRequestError(400, 'payment_intent_unexpected_state', error.message);
