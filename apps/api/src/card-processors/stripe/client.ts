import Stripe from 'stripe';
import type { StripeConfig } from '#api/config.js';

/** The SDK's client for our configuration; the API address options exist for offline tests. */
export function createStripeClient(config: StripeConfig): Stripe {
  return new Stripe(config.secretKey, {
    // Safe: every mutating call carries an idempotency key, so a retried POST cannot charge twice.
    maxNetworkRetries: 2,
    timeout: 30_000,
    telemetry: false,
    appInfo: { name: 'parking-payments' },
    ...(config.apiHost ? { host: config.apiHost } : {}),
    ...(config.apiPort ? { port: config.apiPort } : {}),
    ...(config.apiProtocol ? { protocol: config.apiProtocol } : {}),
  });
}
