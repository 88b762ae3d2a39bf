import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from './memory-storage.ts';
import { keepPayerKey, payerKeyHeaders } from './payer-keys.ts';

const key = (n: number) => `k${String(n).padStart(42, '0')}`;

describe('payer keys (decision 068)', () => {
  beforeEach(() => vi.stubGlobal('localStorage', memoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it('sends nothing before this device paid', () => {
    expect(payerKeyHeaders()).toEqual({});
  });

  it('keeps each key a payment answered, newest first, the last 20 only', () => {
    const answer = { pendingPaymentId: 'p', payerKey: key(1) };
    expect(keepPayerKey(answer)).toBe(answer);
    keepPayerKey({ payerKey: key(2) });
    keepPayerKey({ payerKey: key(1) });
    expect(payerKeyHeaders()).toEqual({ 'x-payer-key': `${key(1)}, ${key(2)}` });
    for (let n = 3; n <= 30; n += 1) keepPayerKey({ payerKey: key(n) });
    const sent = payerKeyHeaders()['x-payer-key']?.split(', ') ?? [];
    expect(sent).toHaveLength(20);
    expect(sent[0]).toBe(key(30));
  });

  it('ignores answers without a key, malformed keys and a broken store', () => {
    keepPayerKey({});
    keepPayerKey({ payerKey: 'short' });
    expect(payerKeyHeaders()).toEqual({});
    localStorage.setItem('PAYER_KEYS', '{not json');
    expect(payerKeyHeaders()).toEqual({});
  });
});
