import { ERROR_STATUS, isErrorCode } from '@parking/domain';
import { describe, expect, it } from 'vitest';
import { CardProcessorError, CardProcessorNotConfiguredError } from './card-processors/errors.js';
import {
  AppError,
  assignedRightNotFound,
  customerNotFound,
  placeNotFound,
  plateLookupOff,
} from './errors.js';
import { bookingChangeErrors } from './modules/booking/changes/errors.js';
import { paymentErrors } from './modules/payment/errors.js';
import {
  REFUND_REASON_FULL,
  REFUND_REASON_PERIOD_PAID,
  REFUND_REASON_QUOTE_PAID,
  REFUND_REASON_STAY_PAID,
} from './modules/payment/refund-reasons.js';
import { permitErrors } from './modules/permit/errors.js';
import { quoteErrors } from './modules/quote/service.js';
import { redirectErrors } from './modules/redirect-payment/errors.js';

type Factories = Record<string, (...args: never[]) => AppError>;
const withoutArguments = (factories: Factories) =>
  Object.entries(factories)
    .filter(([, make]) => make.length === 0)
    .map(([name, make]) => [name, (make as () => AppError)()] as const);

/** Every refusal the modules build, each once (those taking an argument with each case). */
const refusals: (readonly [string, AppError])[] = [
  ['placeNotFound', placeNotFound()],
  ['customerNotFound', customerNotFound()],
  ['assignedRightNotFound', assignedRightNotFound()],
  ['plateLookupOff', plateLookupOff()],
  ...withoutArguments(paymentErrors),
  ...[null, REFUND_REASON_FULL, REFUND_REASON_STAY_PAID, REFUND_REASON_PERIOD_PAID].map(
    (cause) => [`paymentRefunded(${cause})`, paymentErrors.paymentRefunded(cause)] as const,
  ),
  ['paymentRefunded(quote)', paymentErrors.paymentRefunded(REFUND_REASON_QUOTE_PAID)],
  ['paymentDeclined', paymentErrors.paymentDeclined('card_declined')],
  ...withoutArguments(permitErrors),
  ...withoutArguments(bookingChangeErrors),
  ...withoutArguments(quoteErrors),
  ...withoutArguments(redirectErrors),
  ['badContents', redirectErrors.badContents('Ds_Amount')],
  ['processorNotConfigured', new CardProcessorNotConfiguredError('STRIPE')],
  ['processorFailed', new CardProcessorError('STRIPE', 'timeout')],
];

/** Codes two sentences share because they mean the same to a caller (decision 077). */
const SHARED = new Set(['NO_CARD_NEEDED', 'RATE_NOT_AVAILABLE', 'SERVICE_UNAVAILABLE']);

describe('AppError and the catalogue (decision 077)', () => {
  it('gives every refusal a code of the catalogue, and the status the catalogue gives it', () => {
    expect(refusals.length).toBeGreaterThan(40);
    for (const [name, error] of refusals) {
      expect(error, name).toBeInstanceOf(AppError);
      expect(isErrorCode(error.code), name).toBe(true);
      expect(error.statusCode, name).toBe(ERROR_STATUS[error.code]);
    }
  });

  it('never gives two different refusals one code, so the web can tell them apart', () => {
    const sentences = new Map<string, Set<string>>();
    for (const [, error] of refusals) {
      const known = sentences.get(error.code) ?? new Set<string>();
      sentences.set(error.code, known.add(error.message));
    }
    const shared = [...sentences].filter(([code, said]) => said.size > 1 && !SHARED.has(code));
    expect(shared).toEqual([]);
  });

  it('tells the refund causes apart by code, whatever the sentence', () => {
    const codes = refusals
      .filter(([name]) => name.startsWith('paymentRefunded'))
      .map(([, error]) => error.code);
    expect(codes).toEqual([
      'REFUNDED_EXPIRED',
      'REFUNDED_WINDOW_SOLD',
      'REFUNDED_STAY_PAID',
      'REFUNDED_PERIOD_PAID',
      'REFUNDED_QUOTE_PAID',
    ]);
  });

  it("keeps a declined card's processor code beside PAYMENT_DECLINED, and nothing unlike one", () => {
    expect(paymentErrors.paymentDeclined('insufficient_funds')).toMatchObject({
      code: 'PAYMENT_DECLINED',
      statusCode: 402,
      reason: 'insufficient_funds',
    });
    expect(paymentErrors.paymentDeclined('Your card was declined.').reason).toBeUndefined();
  });
});
