import { randomUUID } from 'node:crypto';
import type { CardProcessor } from '../src/card-processors/index.js';
import { createStripeProcessor } from '../src/card-processors/stripe/processor.js';
import type { StripeConfig } from '../src/config.js';
import { type FakeStripeApi, startFakeStripeApi } from './fake-stripe-api.js';

export const WEBHOOK_SECRET = 'whsec_test_adapter';

/** The Stripe adapter against a local Stripe API (test/fake-stripe-api.ts); close its api. */
export async function startStripeAdapter(): Promise<{
  api: FakeStripeApi;
  config: StripeConfig;
  stripe: CardProcessor;
}> {
  const api = await startFakeStripeApi();
  const config: StripeConfig = {
    secretKey: 'sk_test_adapter',
    publishableKey: 'pk_test_adapter',
    webhookSecret: WEBHOOK_SECRET,
    googlePayMerchantId: 'BCR2DN4T0000000',
    apiHost: '127.0.0.1',
    apiPort: api.port,
    apiProtocol: 'http',
  };
  return { api, config, stripe: createStripeProcessor({ config }) };
}

/** An intent of 12.50 USD created with `key`, as the payment core creates one. */
export function createTestIntent(stripe: CardProcessor, key: string = randomUUID()) {
  return stripe.createIntent({
    amountMinor: 1250,
    currencyCode: 'USD',
    idempotencyKey: key,
    metadata: { pendingPaymentId: key, placeId: 'place-1' },
    description: 'Parking at Midtown Garage',
  });
}
