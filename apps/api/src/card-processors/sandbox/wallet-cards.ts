import type { CardBehaviour, CardBrand } from './card-rules.js';

/**
 * The cards saved in the sandbox's test wallet (docs/decisions/050): what Apple Pay or Google
 * Pay hand a processor is a token for a card the device holds, never a number the page typed.
 * The wallet frame names one of these; the sandbox turns it into a payment method as Stripe turns
 * a wallet token into a `card` payment method. Its card is the succeeding test card of
 * demo-ids.json.
 */
export const SANDBOX_WALLET_CARDS: Record<
  string,
  { brand: CardBrand; last4: string; behaviour: CardBehaviour }
> = {
  wallet_card_visa: { brand: 'visa', last4: '4242', behaviour: 'succeed' },
};

export const SANDBOX_WALLET_CARD_IDS = Object.keys(SANDBOX_WALLET_CARDS) as [string, ...string[]];

/** A wallet's card does not expire while the demo runs: three years from now. */
export function walletCardExpiry(now: Date): { expMonth: number; expYear: number } {
  return { expMonth: 12, expYear: now.getUTCFullYear() + 3 };
}
