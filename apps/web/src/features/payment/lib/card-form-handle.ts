/**
 * What the payment form asks of a card form, whichever processor draws it (the sandbox iframe
 * or Stripe Elements). Card numbers stay inside the processor's frame; we only get ids back.
 */
interface CardPaymentMethod {
  paymentMethodId: string;
  brand: string;
  last4: string;
}

/** What pays: a card form, or a wallet's card (decision 050). */
export interface CardPayer {
  /** First kind: turn the typed card into a payment method our server confirms. */
  createPaymentMethod(): Promise<CardPaymentMethod>;
  /** Second kind: confirm the intent in the browser with its client secret. */
  confirmPayment(input: {
    intentId: string;
    clientSecret: string;
  }): Promise<{ status: string | null }>;
}

export interface CardFormHandle extends CardPayer {
  /** Empties the card after a decline, so the driver types another (decision 046). */
  clear(): void;
  /** Puts the caret in the card number. */
  focus(): void;
}

/** The card form refused or failed (declined card, missing fields, no answer): 'Payment failed'. */
export class CardFormError extends Error {
  override readonly name = 'CardFormError';
  /** The processor's decline code ('card_declined', 'insufficient_funds'...), when it gave one. */
  readonly reason: string | null;

  constructor(message: string, reason: string | null = null) {
    super(message);
    this.reason = reason;
  }
}
