import type { CardProviderInfo } from '@parking/domain/contracts';
import type { CardKind } from './card-kind.ts';

/**
 * The Stripe publishable key for the place's card kind (spec section 7: `publicApiKey` for
 * payment intents, `publicKey` for client secrets); undefined when it is not a Stripe place or
 * the key is not configured.
 */
export function stripePublishableKey(info: CardProviderInfo, kind: CardKind): string | undefined {
  if (info.gateway !== 'STRIPE') return undefined;
  return (kind === 'CARD_INTENT' ? info.publicApiKey : info.publicKey) ?? undefined;
}
