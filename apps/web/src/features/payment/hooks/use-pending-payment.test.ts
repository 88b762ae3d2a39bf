import { PENDING_PAYMENT_VALIDITY_MS } from '@parking/domain/vocabulary';
import { describe, expect, it } from 'vitest';
import { EXPIRY_CHECK_MS, isPendingPaymentExpired } from './use-pending-payment.ts';

describe('pending payment validity', () => {
  it('lasts 4 minutes from the request, checked every second', () => {
    const askedAt = 1_000_000;
    const validUntil = askedAt + PENDING_PAYMENT_VALIDITY_MS;
    expect(PENDING_PAYMENT_VALIDITY_MS).toBe(240_000);
    expect(EXPIRY_CHECK_MS).toBe(1000);
    expect(isPendingPaymentExpired({ validUntil, now: askedAt + 239_999 })).toBe(false);
    expect(isPendingPaymentExpired({ validUntil, now: askedAt + 240_000 })).toBe(true);
  });
});
