import { type FakeCharge, type FakeIntent, type FakeRefund } from './fake-stripe-objects.js';
/** One request as the fake received it: what the adapter sent, for assertions. */
export type StripeRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
  stripeVersion: string | undefined;
  form: URLSearchParams;
};
export type StripeReply = {
  status: number;
  body: unknown;
};
/**
 * The fake Stripe's objects (payment intents, charges, refunds) and its answer to one request,
 * in Stripe's JSON shapes; fake-stripe-api.ts serves it over HTTP with Stripe's idempotency.
 */
export declare function createFakeStripeResources(): {
  intents: Map<string, FakeIntent>;
  charges: Map<string, FakeCharge>;
  refunds: Map<string, FakeRefund>;
  handle: (request: StripeRequest) => StripeReply;
};
