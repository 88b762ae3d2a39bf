import type { CardPaymentIntent } from '@parking/domain/contracts';
import { PAYMENT_MESSAGES } from '@parking/domain/vocabulary';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, networkError } from '#web/lib/api-client.ts';
import type { CardFormHandle } from './card-form-handle.ts';
import type { PaymentActions } from './payment-actions.ts';
import { type PaymentAttempt, runPayment, settlePayment } from './run-payment.ts';

const paidRef = '7d3f0f56-7c55-4d1c-9f0e-3c7f2b1d9a10';
const pendingPaymentId = '0e8c2f4b-1a2b-4c3d-8e9f-0a1b2c3d4e5f';
const intent: CardPaymentIntent = {
  pendingPaymentId,
  currencyCode: 'USD',
  amount: 3,
  serviceFee: 0.35,
  total: 3.35,
  amountMinor: 300,
  serviceFeeMinor: 35,
  totalMinor: 335,
  expiresAt: '2026-11-25T10:04:00.000Z',
  isFree: false,
  id: 'pi_123',
  clientSecret: 'pi_123_secret_abc',
};

/** The settling calls lose their answer once (no network), then answer as the server would. */
function setUp() {
  const lostOnce = <T>(answer: T) =>
    vi.fn().mockRejectedValueOnce(networkError()).mockResolvedValue(answer);
  const actions: PaymentActions = {
    generate: vi.fn(),
    processFree: lostOnce({ paidRef }),
    processIntent: lostOnce({ paidRef }),
    updateIntent: vi.fn(async () => ({})),
    processClientSecret: lostOnce({ paidRef }),
    findByExternalId: vi.fn(),
  };
  const card: CardFormHandle = {
    createPaymentMethod: vi.fn(async () => ({
      paymentMethodId: 'pm_1',
      brand: 'visa',
      last4: '4242',
    })),
    confirmPayment: vi.fn(async () => ({ status: 'succeeded' })),
    clear: vi.fn(),
    focus: vi.fn(),
  };
  const attempt = (patch: Partial<PaymentAttempt> = {}): PaymentAttempt => ({
    pending: intent,
    cardKind: 'CARD_INTENT',
    card,
    placeId: 'b6129176-2e41-4221-ae76-f22afba2321c',
    licensePlate: 'NEW0001',
    phoneNumber: null,
    locale: 'en-US',
    actions,
    ...patch,
  });
  return { actions, card, attempt };
}

describe('a payment whose answer the connection lost (decision 064)', () => {
  it('first kind: repeats the server’s confirmation with the same intent and payment method', async () => {
    const { actions, card, attempt } = setUp();
    const lost = await runPayment(attempt());
    expect(lost).toEqual({
      kind: 'connection-lost',
      settle: {
        call: 'intent',
        body: {
          paymentIntentId: 'pi_123',
          paymentMethodId: 'pm_1',
          licensePlate: 'NEW0001',
          locale: 'en-US',
        },
      },
    });
    if (lost.kind !== 'connection-lost') throw new Error('expected connection-lost');
    expect(await settlePayment(lost.settle, actions)).toEqual({ kind: 'paid', paidRef });
    const [first, second] = vi.mocked(actions.processIntent).mock.calls;
    expect(second).toEqual(first);
    // No second card, no second intent: the card form and generate were not asked again.
    expect(card.createPaymentMethod).toHaveBeenCalledTimes(1);
    expect(actions.generate).not.toHaveBeenCalled();
  });

  it('second kind: only asks our server again; the card is not confirmed twice', async () => {
    const { actions, card, attempt } = setUp();
    const lost = await runPayment(attempt({ cardKind: 'CARD_CLIENT_SECRET' }));
    if (lost.kind !== 'connection-lost') throw new Error('expected connection-lost');
    expect(lost.settle).toEqual({
      call: 'client-secret',
      body: { externalId: 'pi_123', licensePlate: 'NEW0001', locale: 'en-US' },
    });
    expect(await settlePayment(lost.settle, actions)).toEqual({ kind: 'paid', paidRef });
    expect(card.confirmPayment).toHaveBeenCalledTimes(1);
    expect(actions.updateIntent).toHaveBeenCalledTimes(1);
    expect(actions.processClientSecret).toHaveBeenCalledTimes(2);
  });

  it('free: the same pending payment again', async () => {
    const { actions, attempt } = setUp();
    const lost = await runPayment(attempt({ pending: { ...intent, isFree: true }, card: null }));
    if (lost.kind !== 'connection-lost') throw new Error('expected connection-lost');
    expect(await settlePayment(lost.settle, actions)).toEqual({ kind: 'paid', paidRef });
    expect(vi.mocked(actions.processFree).mock.calls[1]?.[0]).toEqual({
      pendingPaymentId,
      licensePlate: 'NEW0001',
      locale: 'en-US',
    });
  });

  it('stays lost while the network is, and takes any answer of the server as a first try would', async () => {
    const { actions, attempt } = setUp();
    const lost = await runPayment(attempt());
    if (lost.kind !== 'connection-lost') throw new Error('expected connection-lost');
    vi.mocked(actions.processIntent).mockRejectedValueOnce(networkError());
    expect(await settlePayment(lost.settle, actions)).toEqual(lost);
    const expired = Object.assign(new ApiError(PAYMENT_MESSAGES.paymentExpired, 400, 400), {
      sentCode: 'PAYMENT_EXPIRED',
    });
    vi.mocked(actions.processIntent).mockRejectedValueOnce(expired);
    expect(await settlePayment(lost.settle, actions)).toEqual({
      kind: 'rate-unavailable',
      error: expired,
    });
  });

  it('a network failure before the settling call is a failed attempt: nothing was sent to pay', async () => {
    const { actions, attempt } = setUp();
    vi.mocked(actions.updateIntent).mockRejectedValueOnce(networkError());
    const outcome = await runPayment(attempt({ cardKind: 'CARD_CLIENT_SECRET' }));
    expect(outcome.kind).toBe('failed');
    expect(actions.processClientSecret).not.toHaveBeenCalled();
  });
});
