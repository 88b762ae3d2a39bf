import { isApiError } from '#web/lib/api-client.ts';
import type { TranslationKey } from '#web/lib/i18n/messages.ts';
import { CardFormError } from './card-form-handle.ts';

/** The sandbox frame's codes for its own failures: no card was refused by a processor. */
const FRAME_FAILURES = new Set(['invalid', 'network', 'card_error', 'invalid_request']);

type DeclineText =
  | 'card_declined'
  | 'insufficient_funds'
  | 'expired_card'
  | 'incorrect_cvc'
  | 'incorrect_number'
  | 'processing_error'
  | 'authentication';

/**
 * Processors' codes (Stripe's `code` and `decline_code`, which the sandbox copies) and what we
 * tell the driver. Declines a driver can do nothing about (lost, stolen, fraud, issuer rules)
 * get the plain 'declined' text, as processors advise.
 */
const TEXT_OF_CODE: Record<string, DeclineText> = {
  card_declined: 'card_declined',
  generic_decline: 'card_declined',
  do_not_honor: 'card_declined',
  lost_card: 'card_declined',
  stolen_card: 'card_declined',
  fraudulent: 'card_declined',
  pickup_card: 'card_declined',
  restricted_card: 'card_declined',
  security_violation: 'card_declined',
  transaction_not_allowed: 'card_declined',
  not_permitted: 'card_declined',
  card_not_supported: 'card_declined',
  call_issuer: 'card_declined',
  insufficient_funds: 'insufficient_funds',
  expired_card: 'expired_card',
  incorrect_cvc: 'incorrect_cvc',
  invalid_cvc: 'incorrect_cvc',
  incorrect_number: 'incorrect_number',
  invalid_number: 'incorrect_number',
  processing_error: 'processing_error',
  authentication_required: 'authentication',
  payment_intent_authentication_failure: 'authentication',
};

/**
 * The processor's reason for a failed attempt, as a code: from our server's 402 (first kind,
 * and the second kind's process call) or from the card form (second kind, confirmed in the
 * browser). A 402 without a code is still a decline ('unknown'); null when no card was refused.
 */
export function declineReasonOf(error: unknown): string | null {
  if (isApiError(error)) return error.status === 402 ? (error.reason ?? 'unknown') : null;
  if (error instanceof CardFormError && error.reason && !FRAME_FAILURES.has(error.reason)) {
    return error.reason;
  }
  return null;
}

/** The words for a reason; a code we do not know says only that the card was not accepted. */
export function declineTextKey(reason: string): TranslationKey {
  const text = Object.hasOwn(TEXT_OF_CODE, reason) ? TEXT_OF_CODE[reason] : undefined;
  return text ? `payment.decline.${text}` : 'payment.decline.unknown';
}
