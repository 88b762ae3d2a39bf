import type { SavedCard } from '@parking/domain/contracts';
import { savedCardMethodId } from '@parking/domain/vocabulary';
import { CardFormError, type CardPayer } from './card-form-handle.ts';

/**
 * A card this device kept, as what pays (decision 086): the first kind's process call names it
 * `saved_card_<id>`, our id, and the server finds its processor's method only with the device's
 * secret. Nothing is typed, nothing reaches a card frame.
 */
export const savedCardPayer = (card: SavedCard): CardPayer => ({
  createPaymentMethod: async () => ({
    paymentMethodId: savedCardMethodId(card.id),
    brand: card.brand,
    last4: card.last4,
  }),
  confirmPayment: () =>
    Promise.reject(new CardFormError('A kept card pays through our server (first kind only)')),
});
