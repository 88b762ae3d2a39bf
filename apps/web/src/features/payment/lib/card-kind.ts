import {
  CARD_PROVIDER_PATHS,
  type CardKind,
  type CardProviderPath,
} from '@parking/domain/vocabulary';

export type { CardKind };

/** The first path segment of a card kind's calls ('card-intent', 'card-client-secret'). */
export const cardPath = (kind: CardKind): CardProviderPath => CARD_PROVIDER_PATHS[kind];

/** The card kind of a place: the second kind when configured, else the first (the default). */
export function cardKindOf(paymentProvider: string | undefined): CardKind {
  return paymentProvider === 'CARD_CLIENT_SECRET' ? 'CARD_CLIENT_SECRET' : 'CARD_INTENT';
}
