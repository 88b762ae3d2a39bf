import { PAYMENT_MESSAGES, STAY_PAYMENT_MESSAGES } from '@parking/domain';
import { AppError } from '#api/errors.js';

/** The messages of the redirect kind's calls (English, as the other modules'). */
export const REDIRECT_MESSAGES = {
  sessionNotFound: STAY_PAYMENT_MESSAGES.sessionNotFound,
  nothingToPay: STAY_PAYMENT_MESSAGES.nothingToPay,
  currencyNotSupported: 'The payment gateway does not take this currency',
  forged: 'The payment answer is not signed by the payment gateway',
  unknownOrder: 'The payment answer names an order that does not match ours',
  replayed: 'This payment answer was already used',
} as const;

export const redirectErrors = {
  sessionNotFound: () => new AppError('SESSION_NOT_FOUND', REDIRECT_MESSAGES.sessionNotFound),
  nothingToPay: () => new AppError('NOTHING_TO_PAY', REDIRECT_MESSAGES.nothingToPay),
  providerNotSupported: () =>
    new AppError('PROVIDER_NOT_SUPPORTED', PAYMENT_MESSAGES.providerNotSupported),
  currencyNotSupported: () =>
    new AppError('CURRENCY_NOT_SUPPORTED', REDIRECT_MESSAGES.currencyNotSupported),
  forged: () => new AppError('ANSWER_NOT_SIGNED', REDIRECT_MESSAGES.forged),
  unknownOrder: () => new AppError('ANSWER_OF_UNKNOWN_ORDER', REDIRECT_MESSAGES.unknownOrder),
  replayed: () => new AppError('ANSWER_REPLAYED', REDIRECT_MESSAGES.replayed),
  /**
   * The place's own merchant (issue 25) has variables unset here, or not of a merchant's
   * shapes: refused as an unconfigured card processor is, a 503, and no order is made.
   */
  gatewayNotConfigured: () =>
    new AppError('SERVICE_UNAVAILABLE', "The place's payment gateway is not configured"),
  /** Signed by the gateway, but a field is not of its shape (decision 069): named, not forged. */
  badContents: (field: string) =>
    new AppError('ANSWER_CONTENTS_INVALID', `The payment answer's ${field} is not valid`),
};
