import { describe, expect, it } from 'vitest';
import type { PendingWithContext } from './pending-repository.js';
import type { Collected } from './products.js';
import { rightPaymentOf } from './right-payment.js';

const pending = {
  id: 'pending-1',
  placeId: 'place-1',
  customerId: 'customer-1',
  locale: 'es-ES',
  rateLineId: 'rate-line-1',
  currencyCode: 'EUR',
  provider: 'CARD_INTENT',
  amountMinor: 300,
  serviceFeeMinor: 35,
} as unknown as PendingWithContext;

const collected: Collected = {
  plate: '1234ABC',
  at: new Date('2026-03-01T10:00:00Z'),
  intent: null,
  transactionId: 'pi_1',
  cardBrand: 'VISA',
  lastFourDigits: '4242',
};

describe('rightPaymentOf', () => {
  it('takes place, rate and amounts from the pending payment, plate and card from the collection', () => {
    expect(rightPaymentOf(pending, collected)).toEqual({
      pendingPaymentId: 'pending-1',
      paymentId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      placeId: 'place-1',
      customerId: 'customer-1',
      plate: '1234ABC',
      locale: 'es-ES',
      collectedAt: collected.at,
      transactionId: 'pi_1',
      rateLineId: 'rate-line-1',
      currencyCode: 'EUR',
      cardBrand: 'VISA',
      lastFourDigits: '4242',
      provider: 'CARD_INTENT',
      amountMinor: 300,
      serviceFeeMinor: 35,
    });
  });

  it('gives a payment that named no language the default, and each payment its own id', () => {
    const unnamed = { ...pending, locale: null } as PendingWithContext;
    expect(rightPaymentOf(unnamed, collected).locale).toBe('en-US');
    expect(rightPaymentOf(pending, collected).paymentId).not.toBe(
      rightPaymentOf(pending, collected).paymentId,
    );
  });
});
