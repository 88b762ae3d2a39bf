import type { StripeError } from '@stripe/stripe-js';
import { CardFormError } from './card-form-handle.ts';

/** Stripe.js's error, with its decline_code ('insufficient_funds') or code ('expired_card'). */
export function stripeCardError(error: StripeError | undefined, fallback: string): CardFormError {
  return new CardFormError(
    error?.message ?? fallback,
    error?.decline_code ?? (error?.type === 'card_error' ? (error.code ?? null) : null),
  );
}
