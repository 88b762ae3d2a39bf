import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PricedItem } from '#web/features/payment/index.ts';
import { memoryStorage } from '#web/lib/memory-storage.ts';
import { startRedirectPayment } from '../api/start-redirect-payment.ts';
import { stayPaymentActions } from './stay-payment-actions.ts';

// Issue 22: a stay's live payment or order is handed out again only to the device that sends
// its payer key (decision 068). Both stay generates send what the device holds and keep what
// they are answered, so the second click reuses and another device does not.

const customerId = 'e423a4ec-803b-4103-a4a4-2a4ab15c9454';
const sessionId = '5a8b3f0e-4d2c-4f6a-9b1e-7c3d2e1f0a9b';
const key = (n: number) => `s${String(n).padStart(42, '0')}`;

/** Each call's payer-key header; each answer carries the next key. */
function answerKeys() {
  const sent: (string | undefined)[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      sent.push((init.headers as Record<string, string>)['x-payer-key']);
      return Response.json({ payerKey: key(sent.length) });
    }),
  );
  return sent;
}

describe('the stay generates and the payer key', () => {
  beforeEach(() => vi.stubGlobal('localStorage', memoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it('the card kinds send the keys held and keep the one answered', async () => {
    const sent = answerKeys();
    const actions = stayPaymentActions({
      customerId,
      sessionId,
      kind: 'CARD_INTENT',
      email: '',
      locale: 'en-US',
    });
    await actions.generate({} as PricedItem);
    await actions.generate({} as PricedItem);
    expect(sent).toEqual([undefined, key(1)]);
  });

  it('the redirect kind does the same', async () => {
    const sent = answerKeys();
    await startRedirectPayment({ customerId, sessionId, locale: 'es-ES' });
    await startRedirectPayment({ customerId, sessionId, locale: 'es-ES' });
    expect(sent).toEqual([undefined, key(1)]);
  });
});
