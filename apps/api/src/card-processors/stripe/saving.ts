import type Stripe from 'stripe';
import type { CardProcessor, CardSaving } from '../card-processor.js';
import { stripeFailure as failure, isInvalidRequest } from './errors.js';
import { chargeOf, stripeIdempotencyKeys } from './stripe-objects.js';

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/**
 * Keeping a card for the device with Stripe (decision 086): a Customer with no name, e-mail or
 * account, made just before the first kind's confirmation, and the intent told
 * setup_future_usage 'on_session', so Stripe attaches the card to it once the payment succeeds.
 * A saved card pays again as the first kind does, its intent first given that customer (Stripe
 * refuses a customer's card on an intent of nobody's).
 */
export function createStripeSaving(
  stripe: Stripe,
  confirmIntent: CardProcessor['confirmIntent'],
): CardSaving {
  const ignoreMissing = (error: unknown) => {
    if (!isInvalidRequest(error, 'resource_missing')) throw error;
  };
  return {
    async prepareSave({ intentId, idempotencyKey }) {
      try {
        const customer = await stripe.customers.create(
          { description: 'A parking driver’s device (no account)' },
          { idempotencyKey: stripeIdempotencyKeys.customer(idempotencyKey) },
        );
        await stripe.paymentIntents.update(intentId, {
          customer: customer.id,
          setup_future_usage: 'on_session',
        });
        return { customerId: customer.id };
      } catch (error) {
        throw failure('prepare a card to keep', error);
      }
    },

    async savedMethodOf({ intentId }) {
      try {
        const intent = await stripe.paymentIntents.retrieve(intentId, {
          expand: ['latest_charge'],
        });
        const customerId = idOf(intent.customer);
        const paymentMethodId = idOf(intent.payment_method);
        const card = chargeOf(intent)?.payment_method_details?.card;
        if (intent.status !== 'succeeded' || !intent.setup_future_usage) return null;
        if (!customerId || !paymentMethodId || !card) return null;
        return {
          customerId,
          paymentMethodId,
          brand: card.brand ?? 'unknown',
          last4: card.last4 ?? '',
          expMonth: card.exp_month,
          expYear: card.exp_year,
        };
      } catch (error) {
        throw failure('read a kept card', error);
      }
    },

    async confirmWithSaved({ intentId, customerId, paymentMethodId, idempotencyKey }) {
      try {
        await stripe.paymentIntents.update(intentId, { customer: customerId });
      } catch (error) {
        throw failure('give the intent its customer', error);
      }
      return confirmIntent({ intentId, paymentMethodId, idempotencyKey });
    },

    async forget({ customerId, paymentMethodId }) {
      try {
        await stripe.paymentMethods.detach(paymentMethodId).catch(ignoreMissing);
        await stripe.customers.del(customerId).catch(ignoreMissing);
      } catch (error) {
        throw failure('forget a kept card', error);
      }
    },
  };
}
