import { type StripeRequest } from './fake-stripe-resources.js';
/**
 * A local stand-in for the parts of Stripe's API the adapter calls, answering with Stripe's JSON
 * shapes (payment intents, expanded charges, refunds, errors) and replaying a repeated
 * idempotency key like Stripe does: the first answer again for the same request, an
 * idempotency_error for the same key with another path or parameters. `failNext` loses the
 * answer of the next request (a retryable 500 after the work is done), to show that the SDK's
 * retry carries the same key and nothing happens twice. `capture_method=manual` on create makes
 * a successful confirmation stop at requires_capture (an authorisation), as Stripe's does.
 */
export declare function startFakeStripeApi(): Promise<{
  port: number;
  requests: StripeRequest[];
  intents: Map<string, import('./fake-stripe-objects.js').FakeIntent>;
  refunds: Map<string, import('./fake-stripe-objects.js').FakeRefund>;
  charges: Map<string, import('./fake-stripe-objects.js').FakeCharge>;
  /**
   * The next `count` requests (those `only` accepts, if given) are carried out but answered
   * with a retryable 500.
   */
  failNext(count?: number, only?: (request: StripeRequest) => boolean): void;
  close: () => Promise<void>;
}>;
export type FakeStripeApi = Awaited<ReturnType<typeof startFakeStripeApi>>;
