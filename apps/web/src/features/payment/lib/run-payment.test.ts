import type { CardPaymentIntent, PendingPayment } from '@parking/domain/contracts';
import { type ErrorCode, PAYMENT_MESSAGES } from '@parking/domain/vocabulary';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '#web/lib/api-client.ts';
import { CardFormError, type CardFormHandle } from './card-form-handle.ts';
import type { PaymentActions } from './payment-actions.ts';
import { type PaymentAttempt, problemOf, runPayment } from './run-payment.ts';

/** An API's refusal as the client makes it: its status and the body's code (decision 077). */
const coded = (errorCode: ErrorCode, message: string, status: number, retryAfter?: number) =>
  Object.assign(new ApiError(message, status, status, retryAfter ?? null), { sentCode: errorCode });

const placeId = 'b6129176-2e41-4221-ae76-f22afba2321c';
const paidRef = '7d3f0f56-7c55-4d1c-9f0e-3c7f2b1d9a10';
const pendingPaymentId = '0e8c2f4b-1a2b-4c3d-8e9f-0a1b2c3d4e5f';

const freePending: PendingPayment = {
  pendingPaymentId,
  currencyCode: 'USD',
  amount: 0,
  serviceFee: 0,
  total: 0,
  amountMinor: 0,
  serviceFeeMinor: 0,
  totalMinor: 0,
  expiresAt: '2026-11-25T10:04:00.000Z',
  isFree: true,
};
const intent: CardPaymentIntent = {
  ...freePending,
  amount: 3,
  serviceFee: 0.35,
  total: 3.35,
  amountMinor: 300,
  serviceFeeMinor: 35,
  totalMinor: 335,
  isFree: false,
  id: 'pi_123',
  clientSecret: 'pi_123_secret_abc',
};

function setUp(overrides: Partial<PaymentActions> = {}) {
  const calls: string[] = [];
  const actions: PaymentActions = {
    generate: vi.fn(),
    processFree: vi.fn(async () => {
      calls.push('processFree');
      return { paidRef };
    }),
    processIntent: vi.fn(async () => {
      calls.push('processIntent');
      return { paidRef };
    }),
    updateIntent: vi.fn(async () => {
      calls.push('updateIntent');
      return {};
    }),
    processClientSecret: vi.fn(async () => {
      calls.push('processClientSecret');
      return { paidRef };
    }),
    findByExternalId: vi.fn(),
    ...overrides,
  };
  const card: CardFormHandle = {
    createPaymentMethod: vi.fn(async () => {
      calls.push('createPaymentMethod');
      return { paymentMethodId: 'pm_1', brand: 'visa', last4: '4242' };
    }),
    confirmPayment: vi.fn(async () => {
      calls.push('confirmPayment');
      return { status: 'succeeded' };
    }),
    clear: vi.fn(),
    focus: vi.fn(),
  };
  const attempt = (patch: Partial<PaymentAttempt>): PaymentAttempt => ({
    pending: intent,
    cardKind: 'CARD_INTENT',
    card,
    placeId,
    licensePlate: 'NEW0001',
    phoneNumber: null,
    locale: 'en-US',
    actions,
    ...patch,
  });
  return { actions, card, calls, attempt };
}

/** A stubbed processor call that fails with `error`. */
const rejectWith = (error: unknown) => async () => {
  throw error;
};

describe('runPayment', () => {
  it('parks for free with the pending payment and the plate', async () => {
    const { actions, calls, attempt } = setUp();
    const outcome = await runPayment(attempt({ pending: freePending, card: null }));
    expect(outcome).toEqual({ kind: 'paid', paidRef });
    expect(calls).toEqual(['processFree']);
    expect(actions.processFree).toHaveBeenCalledWith({
      pendingPaymentId,
      licensePlate: 'NEW0001',
      locale: 'en-US',
    });
  });

  it('first kind: creates a payment method, then our server confirms the intent', async () => {
    const { actions, calls, attempt } = setUp();
    const outcome = await runPayment(attempt({ phoneNumber: '+12125550123' }));
    expect(outcome).toEqual({ kind: 'paid', paidRef });
    expect(calls).toEqual(['createPaymentMethod', 'processIntent']);
    expect(actions.processIntent).toHaveBeenCalledWith({
      paymentIntentId: 'pi_123',
      paymentMethodId: 'pm_1',
      licensePlate: 'NEW0001',
      locale: 'en-US',
      phoneNumber: '+12125550123',
    });
  });

  it('second kind: updates the intent before the browser confirms, then records it', async () => {
    const { actions, card, calls, attempt } = setUp();
    const outcome = await runPayment(attempt({ cardKind: 'CARD_CLIENT_SECRET', locale: 'es-ES' }));
    expect(outcome).toEqual({ kind: 'paid', paidRef });
    expect(calls).toEqual(['updateIntent', 'confirmPayment', 'processClientSecret']);
    expect(actions.updateIntent).toHaveBeenCalledWith('pi_123', {
      placeId,
      externalId: 'pi_123',
      licensePlate: 'NEW0001',
      locale: 'es-ES',
    });
    expect(card.confirmPayment).toHaveBeenCalledWith({
      intentId: 'pi_123',
      clientSecret: 'pi_123_secret_abc',
    });
    expect(actions.processClientSecret).toHaveBeenCalledWith({
      externalId: 'pi_123',
      licensePlate: 'NEW0001',
      locale: 'es-ES',
    });
  });

  it('reports a 202 as processing with the external id', async () => {
    const { attempt } = setUp({
      processClientSecret: async () => ({ status: 'processing', externalId: 'pi_123' }),
    });
    expect(await runPayment(attempt({ cardKind: 'CARD_CLIENT_SECRET' }))).toEqual({
      kind: 'processing',
      externalId: 'pi_123',
    });
  });

  it('turns a 402, a card form error or any other failure into a failed payment', async () => {
    const declined = new ApiError(PAYMENT_MESSAGES.paymentFailed, 402, 402);
    const { attempt } = setUp({
      processIntent: rejectWith(declined),
    });
    expect(await runPayment(attempt({}))).toEqual({ kind: 'failed', error: declined });

    const second = setUp();
    vi.mocked(second.card.confirmPayment).mockRejectedValueOnce(new CardFormError('declined'));
    const outcome = await runPayment(second.attempt({ cardKind: 'CARD_CLIENT_SECRET' }));
    expect(outcome.kind).toBe('failed');
    expect(second.actions.processClientSecret).not.toHaveBeenCalled();

    expect((await runPayment(second.attempt({ card: null }))).kind).toBe('failed');
  });

  it('turns the carding refusal (429) into too many attempts, with the minutes to wait', async () => {
    const refused = coded(
      'TOO_MANY_CARD_ATTEMPTS',
      `${PAYMENT_MESSAGES.tooManyCardAttempts}: please try again in 8 minutes`,
      429,
      451,
    );
    const { attempt } = setUp({
      processIntent: rejectWith(refused),
    });
    expect(await runPayment(attempt({}))).toEqual({
      kind: 'too-many-attempts',
      waitMinutes: 8,
      error: refused,
    });
    // Any other 429 (the sandbox card form's own limit...) is a failed payment.
    const other = setUp({
      processIntent: async () => {
        throw new ApiError('Rate limit exceeded, retry in 1 minute', 429, 429, 60);
      },
    });
    expect((await runPayment(other.attempt({}))).kind).toBe('failed');
  });

  it('turns a refund of an expired payment into its own problem, on either card kind', async () => {
    const refunded = coded('REFUNDED_EXPIRED', PAYMENT_MESSAGES.paymentRefunded, 400);
    const first = setUp({
      processIntent: rejectWith(refunded),
    });
    expect(await runPayment(first.attempt({}))).toEqual({
      kind: 'refunded',
      cause: 'expired',
      error: refunded,
    });
    const second = setUp({
      processClientSecret: rejectWith(refunded),
    });
    expect((await runPayment(second.attempt({ cardKind: 'CARD_CLIENT_SECRET' }))).kind).toBe(
      'refunded',
    );
  });

  it("turns a second payment of a reservation's quote into its own problem (decision 070)", async () => {
    const refused = coded(
      'REFUNDED_QUOTE_PAID',
      'This quote was already paid; this payment is being refunded',
      409,
    );
    const { attempt } = setUp({
      processClientSecret: rejectWith(refused),
    });
    const outcome = await runPayment(attempt({ cardKind: 'CARD_CLIENT_SECRET' }));
    expect(outcome).toEqual({ kind: 'quote-paid-refunded', error: refused });
    if (outcome.kind === 'quote-paid-refunded') {
      expect(problemOf(outcome)).toEqual({ kind: 'quote-paid-refunded' });
    }
  });

  it('turns an expired pending payment into rate not available', async () => {
    const { attempt } = setUp({
      processIntent: async () => {
        throw coded('PAYMENT_EXPIRED', PAYMENT_MESSAGES.paymentExpired, 400);
      },
    });
    expect((await runPayment(attempt({}))).kind).toBe('rate-unavailable');
    // The code decides, not the sentence: a rate's own refusal in other words is the same.
    const gone = setUp({ processIntent: rejectWith(coded('RATE_NOT_AVAILABLE', 'Gone', 400)) });
    expect((await runPayment(gone.attempt({}))).kind).toBe('rate-unavailable');
    const worded = setUp({
      processIntent: rejectWith(new ApiError(PAYMENT_MESSAGES.rateNotAvailable, 400, 400)),
    });
    expect((await runPayment(worded.attempt({}))).kind).toBe('failed');
  });

  it('gives a stay another payment paid its own refund, not the expired one (issue 22)', async () => {
    const refunded = coded('REFUNDED_STAY_PAID', 'This stay had already been paid', 400);
    const { attempt } = setUp({
      processIntent: rejectWith(refunded),
    });
    const outcome = await runPayment(attempt({}));
    expect(outcome).toEqual({ kind: 'refunded', cause: 'stay-paid', error: refunded });
    expect(problemOf(outcome as { kind: 'refunded'; cause: 'stay-paid'; error: unknown })).toEqual({
      kind: 'refunded',
      cause: 'stay-paid',
    });
  });

  it('says another plate is paying on a 409 PLATE_MISMATCH', async () => {
    const { attempt } = setUp({
      processIntent: async () => {
        throw coded('PLATE_MISMATCH', 'in use', 409);
      },
    });
    const outcome = await runPayment(attempt({}));
    expect(outcome).toMatchObject({ kind: 'in-use', by: 'plate' });
    const email = setUp({ processIntent: rejectWith(coded('EMAIL_MISMATCH', 'in use', 409)) });
    expect(await runPayment(email.attempt({}))).toMatchObject({ kind: 'in-use', by: 'email' });
  });
});

describe('problemOf', () => {
  it('gives each failed outcome its modal', () => {
    const error = new Error('x');
    expect(problemOf({ kind: 'failed', error })).toEqual({ kind: 'payment-failed', reason: null });
    // The processor's reason, from our server's 402 or from the card form (decision 046).
    const declined = new ApiError('The payment was declined', 402, 402, null, 'insufficient_funds');
    expect(problemOf({ kind: 'failed', error: declined })).toEqual({
      kind: 'payment-failed',
      reason: 'insufficient_funds',
    });
    expect(problemOf({ kind: 'failed', error: new CardFormError('x', 'expired_card') })).toEqual({
      kind: 'payment-failed',
      reason: 'expired_card',
    });
    expect(problemOf({ kind: 'rate-unavailable', error })).toEqual({ kind: 'rate-unavailable' });
    expect(problemOf({ kind: 'refunded', cause: 'window-sold', error })).toEqual({
      kind: 'refunded',
      cause: 'window-sold',
    });
    expect(problemOf({ kind: 'too-many-attempts', waitMinutes: 3, error })).toEqual({
      kind: 'too-many-attempts',
      waitMinutes: 3,
    });
  });
});
