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

/**
 * Whether express checkout will show a wallet for this place: Stripe's with its key, or the
 * sandbox's when it names one. The card form waits for a wallet's height only then.
 */
export function walletExpected(info: CardProviderInfo, kind: CardKind): boolean {
  return info.gateway === 'STRIPE'
    ? Boolean(stripePublishableKey(info, kind))
    : Boolean(info.walletUrl);
}
