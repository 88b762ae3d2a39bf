import Stripe from 'stripe';
import type { CardProcessor, Refund } from '../card-processor.js';
import { CardProcessorError, CardProcessorRequestError } from '../errors.js';
import { stripeFailure as failure, isInvalidRequest, unexpectedState } from './errors.js';
import { chargeOf, stripeIdempotencyKeys, toRefund } from './stripe-objects.js';

/**
 * refundIntent of the Stripe adapter: the intent's status decides the call (a captured charge
 * is refunded, an authorisation released), and a refund Stripe says was already made is
 * answered with the refunds that made it (docs/decisions/032-card-processors.md).
 */
export function createStripeRefunder(stripe: Stripe): CardProcessor['refundIntent'] {
  const expand = ['latest_charge'];

  /**
   * The refunds that returned a fully refunded intent's money, as one: the newest one's id, the
   * sum of those not failed, pending while any is. Null when none is left standing.
   */
  const existingRefund = async (intentId: string): Promise<Refund | null> => {
    const listed = await stripe.refunds.list({ payment_intent: intentId, limit: 100 });
    const standing = listed.data.filter(
      (refund) => refund.status !== 'failed' && refund.status !== 'canceled',
    );
    const [newest] = standing;
    if (!newest) return null;
    return {
      refundId: newest.id,
      status: standing.every((refund) => refund.status === 'succeeded') ? 'succeeded' : 'pending',
      amountMinor: standing.reduce((sum, refund) => sum + refund.amount, 0),
      voided: false,
    };
  };

  /** What a refund's error means: the refund already made, or the error to throw. */
  const refundFailure = async (intentId: string, error: unknown): Promise<Refund> => {
    if (!(error instanceof Stripe.errors.StripeError)) {
      throw new CardProcessorError('STRIPE', 'refund payment intent failed', { cause: error });
    }
    if (error.code === 'charge_already_refunded') {
      // Refunded under another key (or this one after Stripe forgot it, 24 hours on): the
      // money is already on its way back, so the refund that did it is the answer.
      const existing = await existingRefund(intentId).catch((lookUpError: unknown) => {
        throw failure('list refunds', lookUpError);
      });
      if (existing) return existing;
      throw new CardProcessorRequestError(400, 'charge_already_refunded', error.message);
    }
    if (error instanceof Stripe.errors.StripeIdempotencyError) {
      throw new CardProcessorRequestError(400, 'idempotency_error', error.message);
    }
    // 'This PaymentIntent does not have a successful charge to refund' has no code.
    if (
      isInvalidRequest(error, 'payment_intent_unexpected_state') ||
      (isInvalidRequest(error) && !error.code)
    ) {
      throw unexpectedState(error);
    }
    throw failure(`refund payment intent ${intentId}`, error);
  };

  const voided = (intent: Stripe.PaymentIntent): Refund => ({
    refundId: intent.id,
    status: 'succeeded',
    amountMinor: intent.amount,
    voided: true,
  });

  return async function refundIntent({ intentId, idempotencyKey, reason }) {
    // The status decides the call: a captured charge is refunded, an authorisation released.
    let intent: Stripe.PaymentIntent;
    try {
      intent = await stripe.paymentIntents.retrieve(intentId, { expand });
    } catch (error) {
      throw failure('retrieve payment intent', error);
    }
    if (intent.status === 'requires_capture') {
      try {
        const canceled = await stripe.paymentIntents.cancel(
          intentId,
          { cancellation_reason: 'requested_by_customer' },
          { idempotencyKey: stripeIdempotencyKeys.void(idempotencyKey) },
        );
        return voided(canceled);
      } catch (error) {
        if (isInvalidRequest(error, 'payment_intent_unexpected_state')) {
          throw unexpectedState(error as Stripe.errors.StripeError);
        }
        throw failure('void payment intent', error);
      }
    }
    // Voided before (a retry after a lost answer): Stripe released the whole authorisation.
    if (intent.status === 'canceled' && chargeOf(intent)?.refunded) return voided(intent);
    if (intent.status !== 'succeeded') {
      throw new CardProcessorRequestError(
        400,
        'payment_intent_unexpected_state',
        `This PaymentIntent (${intentId}) has a status of ${intent.status}: there is no successful charge to refund.`,
      );
    }
    try {
      const refund = await stripe.refunds.create(
        {
          payment_intent: intentId,
          reason: 'requested_by_customer',
          metadata: { reason },
        },
        { idempotencyKey: stripeIdempotencyKeys.refund(idempotencyKey) },
      );
      return toRefund(refund);
    } catch (error) {
      return refundFailure(intentId, error);
    }
  };
}
