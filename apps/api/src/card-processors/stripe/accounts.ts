import type { PaymentAccount } from '@parking/domain/operator-file';
import type { Config } from '#api/config.js';
import type { CardProcessor } from '../card-processor.js';
import { STRIPE_KEY_SHAPES } from './key-shapes.js';
import { createStripeProcessor } from './processor.js';

/**
 * The Stripe processors of places' own accounts (issue 25), each built the first time one of its
 * places needs it, from the environment variables the operator file names, and kept: one client
 * per distinct account. An account whose variables are not all set has none (undefined), and the
 * place is refused as an unconfigured gateway is. The keys are never logged nor kept elsewhere.
 */
export function createStripeAccounts(
  config: Config['paymentAccounts'],
  build: typeof createStripeProcessor = createStripeProcessor,
) {
  const built = new Map<string, CardProcessor>();
  return {
    /** Every account's processor built so far: those a webhook may be signed by. */
    processors: (): CardProcessor[] => [...built.values()],
    processorOf(account: PaymentAccount): CardProcessor | undefined {
      const { secretKey, publishableKey, webhookSecret } = account;
      if (!secretKey || !publishableKey || !webhookSecret) return undefined;
      // By the variables' names: the values of a running process's environment do not change.
      const key = `${secretKey}\n${publishableKey}\n${webhookSecret}`;
      const known = built.get(key);
      if (known) return known;
      const secret = config.variable(secretKey);
      const publishable = config.variable(publishableKey);
      const signing = config.variable(webhookSecret);
      if (!secret || !publishable || !signing) return undefined;
      // Only Stripe's own shapes: an operator who named another variable (DATABASE_URL, the
      // SMTP password, another operator's key) as its publishable key would have its value
      // shown to every driver's browser. Refused as unconfigured instead.
      if (
        !STRIPE_KEY_SHAPES.secret.test(secret) ||
        !STRIPE_KEY_SHAPES.publishable.test(publishable) ||
        !STRIPE_KEY_SHAPES.signing.test(signing)
      ) {
        return undefined;
      }
      const processor = build({
        config: {
          secretKey: secret,
          publishableKey: publishable,
          webhookSecret: signing,
          googlePayMerchantId: null,
          ...config.stripeApi,
        },
      });
      built.set(key, processor);
      return processor;
    },
  };
}
