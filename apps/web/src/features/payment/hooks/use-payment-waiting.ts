import { useEffect, useRef, useState } from 'react';
import { retryWithBackoff } from '#web/lib/backoff.ts';
import type { PaidTarget } from '../lib/payment-actions.ts';
import { pollDelayMs } from '../lib/waiting-schedule.ts';

export interface WaitingState {
  startedAt: number;
  /** When the next check starts; null while a check is under way. */
  nextAt: number | null;
  now: number;
}

/**
 * While a card payment is processing: asks the server for what the processor's intent paid
 * (404 until final) with a growing pause, and ticks every second for the countdown.
 * Calls `onFound` once with it; stops when the component goes away.
 */
export function usePaymentWaiting({
  externalId,
  find,
  onFound,
}: {
  externalId: string | null;
  find: (externalId: string, signal: AbortSignal) => Promise<PaidTarget>;
  onFound: (paid: PaidTarget) => void;
}): WaitingState | null {
  const [state, setState] = useState<WaitingState | null>(null);
  const callbacks = useRef({ find, onFound });
  useEffect(() => {
    callbacks.current = { find, onFound };
  });

  useEffect(() => {
    if (!externalId) {
      setState(null);
      return;
    }
    const controller = new AbortController();
    const startedAt = Date.now();
    const check = async () => {
      setState({ startedAt, nextAt: null, now: Date.now() });
      const paid = await callbacks.current.find(externalId, controller.signal);
      if (!controller.signal.aborted) callbacks.current.onFound(paid);
    };
    // A 404 (not final yet) or a network blip: ask again later. The processor has only just
    // said 'processing', so the first check waits too.
    retryWithBackoff(check, {
      delayMs: pollDelayMs,
      waitFirst: true,
      onWait: (nextAt) => setState({ startedAt, nextAt, now: Date.now() }),
      signal: controller.signal,
    }).catch(() => undefined);
    const ticker = setInterval(
      () => setState((current) => (current ? { ...current, now: Date.now() } : current)),
      1000,
    );
    return () => {
      controller.abort();
      clearInterval(ticker);
    };
  }, [externalId]);

  return state;
}
