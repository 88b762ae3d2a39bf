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
import { BOOKING_REFUND_REASONS } from './modules/booking/refund-reasons.js';
import { paymentErrors } from './modules/payment/errors.js';
import { permitErrors } from './modules/permit/errors.js';
import { PERMIT_REFUND_REASONS } from './modules/permit/refund-reasons.js';
import { quoteErrors } from './modules/quote/service.js';
import { redirectErrors } from './modules/redirect-payment/errors.js';
import { STAY_REFUND_REASONS } from './modules/stay-payment/refund-reasons.js';

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
  ...Object.entries({
    ...BOOKING_REFUND_REASONS,
    ...STAY_REFUND_REASONS,
    ...PERMIT_REFUND_REASONS,
  }).map(
    ([cause, refusal]) =>
      [`paymentRefunded(${cause})`, paymentErrors.paymentRefunded(refusal)] as const,
  ),
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
    // paymentRefunded() (no reason: REFUNDED_EXPIRED) comes with the factories without arguments.
    expect([...codes].sort()).toEqual([
      'REFUNDED_EXPIRED',
      'REFUNDED_PERIOD_PAID',
      'REFUNDED_QUOTE_PAID',
      'REFUNDED_STAY_PAID',
      'REFUNDED_WINDOW_SOLD',
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
