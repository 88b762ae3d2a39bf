/** The objects of the fake Stripe API (fake-stripe-resources.ts), in Stripe's shapes. */

export type FakeIntent = {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  description: string | null;
  metadata: Record<string, string>;
  payment_method: string | null;
  customer: string | null;
  setup_future_usage: string | null;
  latest_charge: string | null;
  last_payment_error: {
    type: string;
    code: string;
    decline_code?: string;
    message: string;
  } | null;
  capture_method: 'automatic' | 'manual';
  amount_capturable: number;
  amount_received: number;
  cancellation_reason: string | null;
  canceled_at: number | null;
  created: number;
  livemode: false;
};

export type FakeCharge = {
  card: { brand: string; last4: string };
  amount: number;
  captured: boolean;
  amount_refunded: number;
};

export type FakeRefund = {
  id: string;
  object: 'refund';
  amount: number;
  charge: string;
  currency: string;
  payment_intent: string;
  reason: string | null;
  metadata: Record<string, string>;
  status: 'succeeded';
  created: number;
};

/** Stripe's states from which an intent may be canceled (processing too, rarely: not here). */
export const CANCELABLE = new Set([
  'requires_payment_method',
  'requires_capture',
  'requires_confirmation',
  'requires_action',
]);

export const CARDS: Record<
  string,
  { brand: string; last4: string; outcome: 'ok' | 'decline' | 'slow' | 'authenticate' }
> = {
  pm_card_visa: { brand: 'visa', last4: '4242', outcome: 'ok' },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444', outcome: 'ok' },
  pm_card_chargeDeclined: { brand: 'visa', last4: '0002', outcome: 'decline' },
  /** 3-D Secure asked at every payment (Stripe's 4000 0027 6000 3184). */
  pm_card_authenticationRequired: { brand: 'visa', last4: '3184', outcome: 'authenticate' },
};

/** One request as the fake received it: what the adapter sent, for assertions. */
export type StripeRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
  stripeVersion: string | undefined;
  form: URLSearchParams;
};

export type StripeReply = { status: number; body: unknown };
