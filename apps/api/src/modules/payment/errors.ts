import {
  BOOKING_MESSAGES,
  PAYMENT_MESSAGES,
  PAYMENT_REFUSAL_MESSAGES,
  PAYMENT_REFUSAL_REASONS as REASONS,
} from '@parking/domain';
import { AppError } from '../../errors.js';
import { refundRefusal } from './refund-reasons.js';

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
  paymentExpired: () =>
    new AppError('VALIDATION_FAILED', PAYMENT_MESSAGES.paymentExpired, {
      reason: REASONS.paymentExpired,
    }),
  /** The money went back: why, from the payment's failure_reason (refund-reasons.ts). */
  paymentRefunded: (failureReason: string | null) => {
    const { message, reason, conflict } = refundRefusal(failureReason);
    return new AppError(conflict ? 'CONFLICT' : 'VALIDATION_FAILED', message, { reason });
  },
  plateMismatch: () =>
    new AppError('CONFLICT', PAYMENT_MESSAGES.plateMismatch, { reason: REASONS.plateMismatch }),
  emailMismatch: () =>
    new AppError('CONFLICT', BOOKING_MESSAGES.emailMismatch, { reason: REASONS.emailMismatch }),
  /** A booking's payment goes through process-payment-booking, which brings the e-mail. */
  bookingNeedsEmail: () =>
    new AppError('VALIDATION_FAILED', PAYMENT_REFUSAL_MESSAGES.bookingCallNeeded, {
      reason: REASONS.bookingCallNeeded,
    }),
  /** 402 with the processor's code when it is one (decision 046): the web says why in words. */
  paymentDeclined: (reason: string | null) =>
    new AppError('PAYMENT_DECLINED', PAYMENT_MESSAGES.paymentFailed, {
      reason: reason && /^[a-z0-9_]{1,64}$/.test(reason) ? reason : undefined,
    }),
  paymentNotConfirmed: () =>
    new AppError('CONFLICT', 'The payment has not been confirmed with the card processor yet', {
      reason: REASONS.notConfirmed,
    }),
  wrongPlace: () => new AppError('VALIDATION_FAILED', 'The payment belongs to another place'),
  noLiveSession: () => new AppError('VALIDATION_FAILED', PAYMENT_MESSAGES.noLiveSession),
  extensionsNotAllowed: () =>
    new AppError('VALIDATION_FAILED', PAYMENT_MESSAGES.extensionsNotAllowed),
} as const;
