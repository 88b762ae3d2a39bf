import type {
  CardPaymentIntent,
  PendingPayment,
  ProcessClientSecretPaymentBody,
  ProcessFreePaymentBody,
  ProcessIntentPaymentBody,
} from '@parking/domain/contracts';
import { isApiError, NETWORK_ERROR_CODE } from '#web/lib/api-client.ts';
import { errorCodeOf } from '#web/lib/error-code.ts';
import type { Locale } from '#web/lib/locale.ts';
import { CardFormError, type CardPayer } from './card-form-handle.ts';
import type { CardKind } from './card-kind.ts';
import { declineReasonOf } from './decline-reason.ts';
import { isProcessing, type PaymentActions, type ProcessOutcome } from './payment-actions.ts';
import {
  bookingRefusalOf,
  cardAttemptsWaitMinutes,
  type PaymentProblem,
  type RefundCause,
  refundCauseOf,
} from './payment-problem.ts';

export type PaymentOutcome =
  | { kind: 'paid'; paidRef: string }
  | { kind: 'processing'; externalId: string }
  /** 'Payment failed': declined card, card form error, or any other failure of the attempt. */
  | { kind: 'failed'; error: unknown }
  /** 'Rate not available': the pending payment expired or its rate went away. */
  | { kind: 'rate-unavailable'; error: unknown }
  /**
   * Money the processor had taken was refunded, for `cause`: the payment expired before the
   * server knew the plate (docs/decisions/033), another payment had paid the stay, the
   * booking's window was sold, the permit's period was paid. Start again, or look.
   */
  | { kind: 'refunded'; cause: RefundCause; error: unknown }
  /** The payment is already being made for another plate or e-mail address (409). */
  | { kind: 'in-use'; by: 'plate' | 'email'; error: unknown }
  /** Another tab had paid the reservation's quote: this payment is refunded (decision 070). */
  | { kind: 'quote-paid-refunded'; error: unknown }
  /** The carding defence refused the attempt (429): nothing was charged; wait and retry. */
  | { kind: 'too-many-attempts'; waitMinutes: number; error: unknown }
  /**
   * The connection dropped on the call that settles the payment: the server may have charged
   * or not. `settle` is that very call, to repeat with `settlePayment` (docs/decisions/064).
   */
  | { kind: 'connection-lost'; settle: SettleCall };

/**
 * The call that settles a payment, body included: the same pending payment, intent and payment
 * method on every repeat. The server keys its work on them (a claim per pending payment, the
 * processor's idempotency key per payment and method), so a repeat is the same payment and is
 * charged once.
 */
export type SettleCall =
  | { call: 'free'; body: ProcessFreePaymentBody }
  | { call: 'intent'; body: ProcessIntentPaymentBody }
  | { call: 'client-secret'; body: ProcessClientSecretPaymentBody };

export interface PaymentAttempt {
  pending: PendingPayment | CardPaymentIntent;
  cardKind: CardKind;
  card: CardPayer | null;
  placeId: string;
  licensePlate: string;
  /** E.164; only when notify is ticked and the number valid (spec section 5). */
  phoneNumber: string | null;
  locale: Locale;
  actions: PaymentActions;
  /** Keep the typed card for this device (first kind; decision 086). */
  keepCard?: boolean;
}

/** The modal an attempt that neither paid nor is processing shows. */
export function problemOf(
  outcome: Exclude<
    PaymentOutcome,
    { kind: 'paid' } | { kind: 'processing' } | { kind: 'connection-lost' }
  >,
): PaymentProblem {
  switch (outcome.kind) {
    case 'too-many-attempts':
      return { kind: 'too-many-attempts', waitMinutes: outcome.waitMinutes };
    case 'refunded':
      return { kind: 'refunded', cause: outcome.cause };
    case 'in-use':
      return { kind: 'in-use', by: outcome.by };
    case 'quote-paid-refunded':
      return { kind: 'quote-paid-refunded' };
    case 'rate-unavailable':
      return { kind: 'rate-unavailable' };
    default:
      return { kind: 'payment-failed', reason: declineReasonOf(outcome.error) };
  }
}

const isCardIntent = (pending: PendingPayment | CardPaymentIntent): pending is CardPaymentIntent =>
  'clientSecret' in pending && typeof pending.clientSecret === 'string';

const fromProcess = (outcome: ProcessOutcome): PaymentOutcome =>
  isProcessing(outcome)
    ? { kind: 'processing', externalId: outcome.externalId }
    : { kind: 'paid', paidRef: outcome.paidRef };

function classify(error: unknown): PaymentOutcome {
  const waitMinutes = cardAttemptsWaitMinutes(error);
  if (waitMinutes !== null) return { kind: 'too-many-attempts', waitMinutes, error };
  if (!isApiError(error)) return { kind: 'failed', error };
  // By the error's code (decision 077): the words are the web's, in the driver's language.
  const code = errorCodeOf(error);
  if (code === 'REFUNDED_QUOTE_PAID' || bookingRefusalOf(error) === 'quote-paid') {
    return { kind: 'quote-paid-refunded', error };
  }
  const cause = refundCauseOf(code);
  if (cause) return { kind: 'refunded', cause, error };
  if (code === 'PLATE_MISMATCH') return { kind: 'in-use', by: 'plate', error };
  if (code === 'EMAIL_MISMATCH') return { kind: 'in-use', by: 'email', error };
  if (code === 'PAYMENT_EXPIRED' || code === 'RATE_NOT_AVAILABLE') {
    return { kind: 'rate-unavailable', error };
  }
  return { kind: 'failed', error };
}

/**
 * Makes the settling call. A network failure (no answer at all) is 'connection lost' with the
 * call to repeat; every answer of the server is an outcome as for the first try.
 */
export async function settlePayment(
  settle: SettleCall,
  actions: PaymentActions,
): Promise<PaymentOutcome> {
  try {
    if (settle.call === 'free') {
      const result = await actions.processFree(settle.body);
      return { kind: 'paid', paidRef: result.paidRef };
    }
    return fromProcess(
      settle.call === 'intent'
        ? await actions.processIntent(settle.body)
        : await actions.processClientSecret(settle.body),
    );
  } catch (error) {
    if (isApiError(error) && error.code === NETWORK_ERROR_CODE) {
      return { kind: 'connection-lost', settle };
    }
    return classify(error);
  }
}

/** What comes before the settling call (the card form's part), and that call. */
async function prepare(attempt: PaymentAttempt): Promise<SettleCall> {
  const { pending, actions, licensePlate, locale } = attempt;
  const phone = attempt.phoneNumber ? { phoneNumber: attempt.phoneNumber } : {};
  if (!isCardIntent(pending) || pending.isFree) {
    const body = { pendingPaymentId: pending.pendingPaymentId, licensePlate, locale, ...phone };
    return { call: 'free', body };
  }
  const { card } = attempt;
  if (!card) throw new CardFormError('The card form is not ready');
  if (attempt.cardKind === 'CARD_INTENT') {
    const method = await card.createPaymentMethod();
    const body = {
      paymentIntentId: pending.id,
      paymentMethodId: method.paymentMethodId,
      licensePlate,
      locale,
      ...phone,
      ...(attempt.keepCard ? { saveCard: true } : {}),
    };
    return { call: 'intent', body };
  }
  await actions.updateIntent(pending.id, {
    placeId: attempt.placeId,
    externalId: pending.id,
    licensePlate,
    locale,
    ...phone,
  });
  await card.confirmPayment({ intentId: pending.id, clientSecret: pending.clientSecret });
  return {
    call: 'client-secret',
    body: { externalId: pending.id, licensePlate, locale, ...phone },
  };
}

/**
 * One press of the pay button (spec section 4, 'Card payment form'), for the three ways to pay:
 * - free: process the free pending payment;
 * - first kind: the card form creates a payment method, our server confirms the intent;
 * - second kind: our server learns what the payment is for (update-payment-intent) BEFORE the
 *   browser confirms with the client secret, so a webhook can finish it even if the page closes;
 *   then our server records the result.
 * Never throws: every failure becomes an outcome the form shows.
 */
export async function runPayment(attempt: PaymentAttempt): Promise<PaymentOutcome> {
  let settle: SettleCall;
  try {
    settle = await prepare(attempt);
  } catch (error) {
    return classify(error);
  }
  return settlePayment(settle, attempt.actions);
}
