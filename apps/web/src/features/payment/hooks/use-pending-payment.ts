import type { CardPaymentIntent, PendingPayment, Rate } from '@parking/domain/contracts';
import { PENDING_PAYMENT_VALIDITY_MS } from '@parking/domain/vocabulary';
import { useCallback, useEffect, useRef, useState } from 'react';

export type PendingPaymentState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; payment: PendingPayment | CardPaymentIntent; validUntil: number }
  | { status: 'failed'; error: unknown }
  | { status: 'expired' };

/** Spec section 9: the intent is valid 4 minutes, counted from when we asked for it. */
export const EXPIRY_CHECK_MS = 1000;

export function isPendingPaymentExpired({ validUntil, now }: { validUntil: number; now: number }) {
  return now >= validUntil;
}

/**
 * The pending payment of the selected rate (spec section 4, 'Rate and payment' and 'Card payment
 * form'): generated when a rate is selected and again when it changes (a new selection discards
 * the previous one: a late answer for an old rate is dropped), checked every second against its
 * 4-minute validity. `regenerate` starts over (after 'try again'). `paused` holds the expiry
 * check while a payment is under way, whose outcome the server decides.
 */
export function usePendingPayment({
  rate,
  generate,
  paused,
}: {
  rate: Rate | undefined;
  generate: (rate: Rate) => Promise<PendingPayment | CardPaymentIntent>;
  paused: boolean;
}): { state: PendingPaymentState; regenerate: () => void } {
  const [state, setState] = useState<PendingPaymentState>({ status: 'idle' });
  const [round, setRound] = useState(0);
  const generateRef = useRef(generate);
  useEffect(() => {
    generateRef.current = generate;
  });

  const rateLineId = rate?.rateLineId;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a rate is identified by its line; `round` restarts on purpose.
  useEffect(() => {
    if (!rate) {
      setState({ status: 'idle' });
      return;
    }
    let current = true;
    const askedAt = Date.now();
    setState({ status: 'loading' });
    generateRef.current(rate).then(
      (payment) => {
        if (current)
          setState({ status: 'ready', payment, validUntil: askedAt + PENDING_PAYMENT_VALIDITY_MS });
      },
      (error: unknown) => {
        if (current) setState({ status: 'failed', error });
      },
    );
    return () => {
      current = false;
    };
  }, [rateLineId, round]);

  const validUntil = state.status === 'ready' ? state.validUntil : null;
  useEffect(() => {
    if (validUntil === null || paused) return;
    const check = () => {
      if (isPendingPaymentExpired({ validUntil, now: Date.now() })) setState({ status: 'expired' });
    };
    check();
    const timer = setInterval(check, EXPIRY_CHECK_MS);
    return () => clearInterval(timer);
  }, [validUntil, paused]);

  const regenerate = useCallback(() => setRound((value) => value + 1), []);
  return { state, regenerate };
}
