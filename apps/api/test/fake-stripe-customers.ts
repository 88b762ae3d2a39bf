import { randomBytes } from 'node:crypto';
import {
  CARDS,
  type FakeIntent,
  type StripeReply,
  type StripeRequest,
} from './fake-stripe-objects.js';

type Card = (typeof CARDS)[string];

/**
 * The fake Stripe's customers and kept cards (decision 086), in Stripe's shapes: a customer is an
 * id; an intent succeeding with setup_future_usage and a customer keeps its card as a new
 * payment method attached to that customer (Stripe clones a test token the same way); a kept
 * method pays only an intent of its customer; detach and delete forget it.
 */
export function createFakeStripeCustomers(
  error: (status: number, type: string, code: string | undefined, message: string) => StripeReply,
) {
  const customers = new Set<string>();
  /** Kept payment methods: their card and the customer they are attached to (null: detached). */
  const methods = new Map<string, { card: Card; customer: string | null }>();

  const missing = (what: string, id: string) =>
    error(404, 'invalid_request_error', 'resource_missing', `No such ${what}: '${id}'`);

  return {
    customers,
    methods,

    /** The card a payment method pays with: a test token, or a kept method. */
    cardOf: (id: string): Card | undefined => CARDS[id] ?? methods.get(id)?.card,

    /** Stripe's refusal of a customer's card on an intent of another (or of nobody). */
    refusal(intent: FakeIntent, method: string): StripeReply | null {
      const kept = methods.get(method);
      if (!kept || kept.customer === intent.customer) return null;
      return error(
        400,
        'invalid_request_error',
        'payment_method_unexpected_state',
        `The provided PaymentMethod ${method} belongs to a Customer; include the Customer in the PaymentIntent's customer parameter.`,
      );
    },

    /** After a successful confirmation: the card kept, when the intent said so. */
    keep(intent: FakeIntent, card: Card) {
      if (!intent.setup_future_usage || !intent.customer || !intent.payment_method) return;
      if (methods.has(intent.payment_method)) return;
      const id = `pm_${randomBytes(12).toString('hex')}`;
      methods.set(id, { card, customer: intent.customer });
      intent.payment_method = id;
    },

    handle(request: StripeRequest): StripeReply | null {
      if (request.path === '/v1/customers' && request.method === 'POST') {
        const id = `cus_${randomBytes(12).toString('hex')}`;
        customers.add(id);
        return { status: 200, body: { id, object: 'customer' } };
      }
      const customer = request.path.match(/^\/v1\/customers\/([^/]+)$/)?.[1];
      if (customer && request.method === 'DELETE') {
        if (!customers.delete(customer)) return missing('customer', customer);
        return { status: 200, body: { id: customer, object: 'customer', deleted: true } };
      }
      const detach = request.path.match(/^\/v1\/payment_methods\/([^/]+)\/detach$/)?.[1];
      if (detach) {
        const kept = methods.get(detach);
        if (!kept) return missing('PaymentMethod', detach);
        kept.customer = null;
        return { status: 200, body: { id: detach, object: 'payment_method', customer: null } };
      }
      return null;
    },
  };
}
