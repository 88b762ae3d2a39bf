import type { CardGateway } from '@parking/domain/vocabulary';

/**
 * One interface for every card processor (the built-in sandbox, Stripe). The payment core
 * (modules/payment) talks only to this; adapters live in card-processors/<gateway>/.
 *
 * Idempotency is layered: the core serialises work per pending payment in the database, and
 * every mutating call here carries an idempotency key so that a retry after a lost response
 * (or a crash between the processor's answer and our commit) can never charge twice: the
 * processor answers a repeated key with the first result.
 */

/** Processor-neutral intent states; they mirror Stripe's PaymentIntent statuses. */
export type IntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'succeeded'
  | 'canceled';

/** Spec section 4: the states that count as paid. */
export const PAID_INTENT_STATUSES: readonly IntentStatus[] = ['succeeded', 'requires_capture'];

export interface CardDetails {
  /** Lower case as processors report it ('visa'); shown upper case on the ticket. */
  brand: string;
  last4: string;
}

export interface Intent {
  intentId: string;
  status: IntentStatus;
  amountMinor: number;
  currencyCode: string;
  /** Present once a payment method is attached. */
  card: CardDetails | null;
  /** The processor's reason when the last attempt failed (declined card...). */
  lastError: string | null;
  /**
   * The same reason as the processor's code ('card_declined', 'insufficient_funds',
   * 'expired_card', 'incorrect_cvc', 'processing_error'...), which the driver's browser
   * translates (decision 046); null when none was given.
   */
  lastErrorCode: string | null;
  /** Free-form strings we attach: pendingPaymentId, placeId, licensePlate... */
  metadata: Record<string, string>;
}

export interface CreateIntentInput {
  amountMinor: number;
  currencyCode: string;
  /** The pending payment id: creating twice with it returns the same intent. */
  idempotencyKey: string;
  metadata: Record<string, string>;
  /** For wallets and statements. */
  description: string;
}

export interface IntentWithSecret extends Intent {
  clientSecret: string;
}

export type WebhookEventType =
  | 'payment_intent.succeeded'
  | 'payment_intent.payment_failed'
  | 'payment_intent.processing'
  | 'payment_intent.canceled';

export interface WebhookEvent {
  /** Unique per event: deliveries are de-duplicated on it. */
  eventId: string;
  type: WebhookEventType;
  intent: Intent;
}

export class WebhookSignatureError extends Error {}

interface PublicCardConfig {
  publicApiKey: string | null;
  publicKey: string | null;
  googlePayMerchantId: string | null;
  /** The sandbox's card form page (iframe); null for processors with their own browser SDK. */
  cardFormUrl: string | null;
  /** The sandbox's test wallet page (iframe); null where the processor's SDK draws wallets. */
  walletUrl: string | null;
}

/** Money returned on a paid intent: a refund of a captured charge, or a released authorisation. */
export interface Refund {
  /** The processor's id of the refund (re_...), or of the voided intent when nothing was captured. */
  refundId: string;
  /** 'succeeded': the money is on its way back; 'pending': the processor is still working on it. */
  status: 'succeeded' | 'pending';
  amountMinor: number;
  /** True when an uncaptured authorisation (requires_capture) was cancelled instead. */
  voided: boolean;
}

export interface CardProcessor {
  readonly gateway: CardGateway;
  createIntent(input: CreateIntentInput): Promise<IntentWithSecret>;
  /** Second kind: what the payment is for, before the browser confirms it. */
  updateIntentMetadata(input: {
    intentId: string;
    metadata: Record<string, string>;
  }): Promise<Intent>;
  /** First kind: confirm server-side with the payment method the browser created. */
  confirmIntent(input: {
    intentId: string;
    paymentMethodId: string;
    idempotencyKey: string;
  }): Promise<Intent>;
  retrieveIntent(input: { intentId: string }): Promise<Intent>;
  /**
   * Returns all the money of a paid intent (succeeded: a refund; requires_capture: the
   * authorisation is voided). The same key answers with the first refund, never a second one.
   * An intent that is not paid is a CardProcessorRequestError(400, 'payment_intent_unexpected_state').
   */
  refundIntent(input: {
    intentId: string;
    idempotencyKey: string;
    reason: string;
  }): Promise<Refund>;
  /**
   * Makes an unpaid intent unconfirmable (status 'canceled'), so that nobody can pay a pending
   * payment that expired. A paid or processing intent is a CardProcessorRequestError(400,
   * 'payment_intent_unexpected_state'); an intent already canceled answers as it is.
   */
  cancelIntent(input: { intentId: string; idempotencyKey: string }): Promise<Intent>;
  /** Verifies signature and timestamp tolerance; throws WebhookSignatureError otherwise. */
  parseWebhook(input: {
    rawBody: Buffer;
    headers: Record<string, string | string[] | undefined>;
  }): WebhookEvent;
  publicConfig(): PublicCardConfig;
  /** Keeping a card for the device's next payment (decision 086); absent where it cannot. */
  readonly saving?: CardSaving;
}

/** A card kept at the processor: its customer and payment method, and what the device sees. */
export interface SavedMethod {
  customerId: string;
  paymentMethodId: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/**
 * Keeping a card for the next payment of the same device (decision 086), where the processor
 * can: a customer of its own with no account behind it, the card saved to it with
 * setup_future_usage 'on_session' (the driver is there at every payment: never charged in their
 * absence), paid again by our server only when the device proves its secret.
 */
export interface CardSaving {
  /**
   * Before the first kind's confirmation: a new customer (the key makes a retry the same one),
   * and the intent told to keep the card it is paid with for that customer.
   */
  prepareSave(input: { intentId: string; idempotencyKey: string }): Promise<{ customerId: string }>;
  /** After a paid intent that prepareSave prepared: the card it kept, or null. */
  savedMethodOf(input: { intentId: string }): Promise<SavedMethod | null>;
  /**
   * Confirms an intent with a saved method of `customerId`. An issuer that asks the driver to
   * authenticate answers an intent in requires_action, never a charge.
   */
  confirmWithSaved(input: {
    intentId: string;
    customerId: string;
    paymentMethodId: string;
    idempotencyKey: string;
  }): Promise<Intent>;
  /** Detaches the method and deletes the customer; one already gone answers as done. */
  forget(input: { customerId: string; paymentMethodId: string }): Promise<void>;
}
