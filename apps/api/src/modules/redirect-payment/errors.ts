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
  /** Signed by the gateway, but a field is not of its shape (decision 069): named, not forged. */
  /**
   * The place names its own Redsys merchant: not served yet (orders would go to the server's
   * REDSYS_* merchant), so refused as an unconfigured gateway is, a 503 (issue 25).
   */
  ownAccountNotServed: () =>
    new AppError('SERVICE_UNAVAILABLE', "A place's own Redsys account is not served yet"),
  badContents: (field: string) =>
    new AppError('ANSWER_CONTENTS_INVALID', `The payment answer's ${field} is not valid`),
};
