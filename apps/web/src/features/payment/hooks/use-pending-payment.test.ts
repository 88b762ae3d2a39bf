// @vitest-environment happy-dom
import type { CardPaymentIntent, PendingPayment } from '@parking/domain/contracts';
import { PENDING_PAYMENT_VALIDITY_MS } from '@parking/domain/vocabulary';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PricedItem } from '../lib/priced-item.ts';
import {
  EXPIRY_CHECK_MS,
  isPendingPaymentExpired,
  pendingPaymentStep,
  RENEW_BEFORE_EXPIRY_MS,
  usePendingPayment,
} from './use-pending-payment.ts';

describe('pending payment validity', () => {
  it('lasts 4 minutes from the request, checked every second', () => {
    const askedAt = 1_000_000;
    const validUntil = askedAt + PENDING_PAYMENT_VALIDITY_MS;
    expect(PENDING_PAYMENT_VALIDITY_MS).toBe(240_000);
    expect(EXPIRY_CHECK_MS).toBe(1000);
    expect(isPendingPaymentExpired({ validUntil, now: askedAt + 239_999 })).toBe(false);
    expect(isPendingPaymentExpired({ validUntil, now: askedAt + 240_000 })).toBe(true);
  });

  it('renews from a minute before the end while in use, never twice at once', () => {
    const validUntil = 240_000;
    const step = (now: number, inUse = true, renewing = false) =>
      pendingPaymentStep({ validUntil, now, inUse, renewing });
    expect(RENEW_BEFORE_EXPIRY_MS).toBe(60_000);
    expect(step(179_999)).toBe('keep');
    expect(step(180_000)).toBe('renew');
    expect(step(180_000, false)).toBe('keep');
    expect(step(180_000, true, true)).toBe('keep');
    expect(step(240_000, false)).toBe('expire');
    expect(step(240_000, true)).toBe('expire');
    // A renewal still on its way past the end: its answer decides.
    expect(step(250_000, true, true)).toBe('keep');
  });
});

const rate = { key: 'l1' } as PricedItem;
const otherRate = { key: 'l2' } as PricedItem;
const intent = (id: string) => ({ id, clientSecret: `${id}_secret` }) as CardPaymentIntent;

/** A generate call whose answer the test gives when it wants. */
function deferredGenerate() {
  const calls: {
    rate: PricedItem;
    resolve: (p: CardPaymentIntent) => void;
    reject: (e: unknown) => void;
  }[] = [];
  const generate = vi.fn(
    (chosen: PricedItem) =>
      new Promise<PendingPayment | CardPaymentIntent>((resolve, reject) => {
        calls.push({ rate: chosen, resolve, reject });
      }),
  );
  return { generate, calls };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const answer = (fn: () => void) => act(async () => fn());

describe('usePendingPayment', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  function setup(options: { inUse?: () => boolean; paused?: boolean } = {}) {
    const network = deferredGenerate();
    const inUse = vi.fn(options.inUse ?? (() => true));
    const view = renderHook(
      (props: { rate: PricedItem; paused: boolean }) =>
        usePendingPayment({
          item: props.rate,
          generate: network.generate,
          paused: props.paused,
          inUse,
        }),
      { initialProps: { rate, paused: options.paused ?? false } },
    );
    return { ...network, inUse, view };
  }

  it('renews in the background at 3 minutes while in use, keeping the old one meanwhile', async () => {
    const { calls, view } = setup();
    await answer(() => calls[0]?.resolve(intent('pi_1')));
    expect(view.result.current.state).toMatchObject({ status: 'ready', validUntil: 240_000 });

    await advance(179_000);
    expect(calls).toHaveLength(1);
    await advance(1000);
    expect(calls).toHaveLength(2);
    expect(calls[1]?.rate).toBe(rate);
    // Still the first one, payable, while the renewal is on its way.
    expect(view.result.current.state).toMatchObject({ status: 'ready', payment: intent('pi_1') });
    await advance(5000);
    expect(calls).toHaveLength(2);

    await answer(() => calls[1]?.resolve(intent('pi_2')));
    expect(view.result.current.state).toEqual({
      status: 'ready',
      payment: intent('pi_2'),
      validUntil: 180_000 + PENDING_PAYMENT_VALIDITY_MS,
    });
    // Past the first one's 4 minutes: no expiry, the second lives on.
    await advance(60_000);
    expect(view.result.current.state).toMatchObject({ status: 'ready', payment: intent('pi_2') });
    await advance(120_000);
    expect(calls).toHaveLength(3);
  });

  it('lets a payment left alone expire: Rate not available', async () => {
    const { calls, view } = setup({ inUse: () => false });
    await answer(() => calls[0]?.resolve(intent('pi_1')));
    await advance(239_000);
    expect(calls).toHaveLength(1);
    expect(view.result.current.state.status).toBe('ready');
    await advance(1000);
    expect(view.result.current.state).toEqual({ status: 'expired' });
  });

  it('starts renewing when the driver comes back before the end', async () => {
    let inUse = false;
    const { calls } = setup({ inUse: () => inUse });
    await answer(() => calls[0]?.resolve(intent('pi_1')));
    await advance(200_000);
    expect(calls).toHaveLength(1);
    inUse = true;
    await advance(1000);
    expect(calls).toHaveLength(2);
  });

  it('fails when the renewal fails', async () => {
    const { calls, view } = setup();
    await answer(() => calls[0]?.resolve(intent('pi_1')));
    await advance(180_000);
    const refusal = new Error('rate gone');
    await answer(() => calls[1]?.reject(refusal));
    expect(view.result.current.state).toEqual({ status: 'failed', error: refusal });
  });

  it('never replaces the payment being paid with a late renewal', async () => {
    const { calls, view } = setup();
    await answer(() => calls[0]?.resolve(intent('pi_1')));
    await advance(180_000);
    expect(calls).toHaveLength(2);
    // The driver presses Pay while the renewal is on its way.
    let taken: unknown;
    act(() => {
      taken = view.result.current.take();
    });
    expect(taken).toEqual(intent('pi_1'));
    await answer(() => calls[1]?.resolve(intent('pi_2')));
    expect(view.result.current.state).toMatchObject({ payment: intent('pi_1') });
    view.rerender({ rate, paused: true });
    // Paused: neither renewed nor expired while the server decides.
    await advance(120_000);
    expect(calls).toHaveLength(2);
    expect(view.result.current.state).toMatchObject({ status: 'ready', payment: intent('pi_1') });
  });

  it('drops a renewal answered after another rate was chosen', async () => {
    const { calls, view } = setup();
    await answer(() => calls[0]?.resolve(intent('pi_1')));
    await advance(180_000);
    view.rerender({ rate: otherRate, paused: false });
    expect(calls[2]?.rate).toBe(otherRate);
    await answer(() => calls[1]?.resolve(intent('pi_old_rate')));
    expect(view.result.current.state).toEqual({ status: 'loading' });
    await answer(() => calls[2]?.resolve(intent('pi_other')));
    expect(view.result.current.state).toMatchObject({ payment: intent('pi_other') });
  });
});
