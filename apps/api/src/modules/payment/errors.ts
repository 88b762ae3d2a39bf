import { BOOKING_MESSAGES, BOOKING_REFUSAL_REASONS, PAYMENT_MESSAGES } from '@parking/domain';
import { AppError } from '../../errors.js';

/** The payment core's refusals, each with the status errors.ts gives its code. */
export const paymentErrors = {
  providerNotSupported: () =>
    new AppError('VALIDATION_FAILED', PAYMENT_MESSAGES.providerNotSupported),
  rateNotFound: () => new AppError('RATE_NOT_FOUND', 'Rate not found'),
  rateOfAnotherPlace: () =>
    new AppError('VALIDATION_FAILED', 'The rate does not belong to this place'),
  rateLineOfAnotherRate: () =>
    new AppError('VALIDATION_FAILED', 'The rate line does not belong to this rate'),
  rateNotAvailable: () => new AppError('VALIDATION_FAILED', PAYMENT_MESSAGES.rateNotAvailable),
  cardPaymentRequired: () => new AppError('VALIDATION_FAILED', 'This rate requires a card payment'),
  freeRateNeedsNoCard: () =>
    new AppError('VALIDATION_FAILED', 'This rate is free: no card payment is needed'),
  paymentNotFound: () => new AppError('PAYMENT_NOT_FOUND', 'Payment not found'),
  paymentExpired: () => new AppError('VALIDATION_FAILED', PAYMENT_MESSAGES.paymentExpired),
  paymentRefunded: () => new AppError('VALIDATION_FAILED', PAYMENT_MESSAGES.paymentRefunded),
  /** Decision 070: a second payment of one quote, refunded; `reason` lets the web say so. */
  quotePaidRefunding: () =>
    new AppError('CONFLICT', BOOKING_MESSAGES.quotePaidRefunding, {
      reason: BOOKING_REFUSAL_REASONS.quoteAlreadyPaid,
    }),
  plateMismatch: () => new AppError('CONFLICT', PAYMENT_MESSAGES.plateMismatch),
  emailMismatch: () => new AppError('CONFLICT', BOOKING_MESSAGES.emailMismatch),
  /** A booking's payment goes through process-payment-booking, which brings the e-mail. */
  bookingNeedsEmail: () =>
    new AppError('VALIDATION_FAILED', 'A booking is paid with process-payment-booking'),
  /** 402 with the processor's code when it is one (decision 046): the web says why in words. */
  paymentDeclined: (reason: string | null) =>
    new AppError('PAYMENT_DECLINED', PAYMENT_MESSAGES.paymentFailed, {
      reason: reason && /^[a-z0-9_]{1,64}$/.test(reason) ? reason : undefined,
    }),
  paymentNotConfirmed: () =>
    new AppError('CONFLICT', 'The payment has not been confirmed with the card processor yet'),
  wrongPlace: () => new AppError('VALIDATION_FAILED', 'The payment belongs to another place'),
  noLiveSession: () => new AppError('VALIDATION_FAILED', PAYMENT_MESSAGES.noLiveSession),
  extensionsNotAllowed: () =>
    new AppError('VALIDATION_FAILED', PAYMENT_MESSAGES.extensionsNotAllowed),
} as const;
