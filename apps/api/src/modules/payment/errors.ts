import { BOOKING_MESSAGES, PAYMENT_MESSAGES, PAYMENT_REFUSAL_MESSAGES } from '@parking/domain';
import { AppError } from '#api/errors.js';
import type { RefundRefusal } from './claim-and-settle/products.js';
import { REFUNDED_UNDER_WAY } from './refund-reasons.js';

/** The payment core's refusals, each with its code of the domain's catalogue (decision 077). */
export const paymentErrors = {
  providerNotSupported: () =>
    new AppError('PROVIDER_NOT_SUPPORTED', PAYMENT_MESSAGES.providerNotSupported),
  rateNotFound: () => new AppError('RATE_NOT_FOUND', 'Rate not found'),
  rateOfAnotherPlace: () =>
    new AppError('RATE_OF_ANOTHER_PLACE', 'The rate does not belong to this place'),
  rateLineOfAnotherRate: () =>
    new AppError('RATE_LINE_OF_ANOTHER_RATE', 'The rate line does not belong to this rate'),
  rateNotAvailable: () => new AppError('RATE_NOT_AVAILABLE', PAYMENT_MESSAGES.rateNotAvailable),
  cardPaymentRequired: () =>
    new AppError('CARD_PAYMENT_REQUIRED', 'This rate requires a card payment'),
  freeRateNeedsNoCard: () =>
    new AppError('NO_CARD_NEEDED', 'This rate is free: no card payment is needed'),
  paymentNotFound: () => new AppError('PAYMENT_NOT_FOUND', 'Payment not found'),
  paymentExpired: () => new AppError('PAYMENT_EXPIRED', PAYMENT_MESSAGES.paymentExpired),
  /** The money went back: why, as the core's products.refusalOf reads failure_reason. */
  paymentRefunded: ({ code, message }: RefundRefusal = REFUNDED_UNDER_WAY) =>
    new AppError(code, message),
  plateMismatch: () => new AppError('PLATE_MISMATCH', PAYMENT_MESSAGES.plateMismatch),
  emailMismatch: () => new AppError('EMAIL_MISMATCH', BOOKING_MESSAGES.emailMismatch),
  /** A booking's payment goes through process-payment-booking, which brings the e-mail. */
  bookingNeedsEmail: () =>
    new AppError('BOOKING_CALL_NEEDED', PAYMENT_REFUSAL_MESSAGES.bookingCallNeeded),
  /** process-payment-booking pays only a booking's payment. */
  notABooking: () => new AppError('NOT_A_BOOKING_PAYMENT', PAYMENT_REFUSAL_MESSAGES.notABooking),
  /** 402 with the processor's code when it is one (decision 046): the web says why in words. */
  paymentDeclined: (reason: string | null) =>
    new AppError('PAYMENT_DECLINED', PAYMENT_MESSAGES.paymentFailed, {
      reason: reason && /^[a-z0-9_]{1,64}$/.test(reason) ? reason : undefined,
    }),
  paymentNotConfirmed: () =>
    new AppError(
      'PAYMENT_NOT_CONFIRMED',
      'The payment has not been confirmed with the card processor yet',
    ),
  wrongPlace: () =>
    new AppError('PAYMENT_OF_ANOTHER_PLACE', 'The payment belongs to another place'),
  noLiveSession: () => new AppError('NO_LIVE_SESSION', PAYMENT_MESSAGES.noLiveSession),
  /** No saved card of this id for the device secret sent, or none at this place's processor. */
  savedCardNotFound: () => new AppError('SAVED_CARD_NOT_FOUND', 'Saved card not found'),
  extensionsNotAllowed: () =>
    new AppError('EXTENSIONS_NOT_ALLOWED', PAYMENT_MESSAGES.extensionsNotAllowed),
} as const;
