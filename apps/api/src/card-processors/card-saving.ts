import type { Intent } from './card-processor.js';

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
