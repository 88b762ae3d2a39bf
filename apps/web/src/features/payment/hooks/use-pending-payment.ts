import type { CardPaymentIntent, PendingPayment } from '@parking/domain/contracts';
import { PENDING_PAYMENT_VALIDITY_MS } from '@parking/domain/vocabulary';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PricedItem } from '../lib/priced-item.ts';

type Payment = PendingPayment | CardPaymentIntent;

export type PendingPaymentState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; payment: Payment; validUntil: number }
  | { status: 'failed'; error: unknown }
  | { status: 'expired' };

/** Spec section 9: the intent is valid 4 minutes, counted from when we asked for it. */
export const EXPIRY_CHECK_MS = 1000;

/**
 * A pending payment in use is replaced this long before it expires (decision 046): a minute
 * leaves a slow phone link time to answer before the old one lapses, and costs one intent
 * every 3 minutes of use.
 */
export const RENEW_BEFORE_EXPIRY_MS = 60_000;

export function isPendingPaymentExpired({ validUntil, now }: { validUntil: number; now: number }) {
  return now >= validUntil;
}

/**
 * What the once-a-second check does: renew a payment near its end while the driver is at the
 * form, let it expire when they are not, and keep it meanwhile. A renewal under way is waited
 * for, even past the old payment's end: its answer (or failure) decides.
 */
export function pendingPaymentStep({
  validUntil,
  now,
  inUse,
  renewing,
}: {
  validUntil: number;
  now: number;
  inUse: boolean;
  renewing: boolean;
}): 'keep' | 'renew' | 'expire' {
  if (renewing) return 'keep';
  if (isPendingPaymentExpired({ validUntil, now })) return 'expire';
  if (inUse && now >= validUntil - RENEW_BEFORE_EXPIRY_MS) return 'renew';
  return 'keep';
}

/**
 * The pending payment of the item to pay (spec section 4, 'Rate and payment' and 'Card payment
 * form'): generated when an item is given and again when its key changes (a new selection
 * discards the previous one: a late answer for an old item is dropped), checked every second
 * against its 4-minute validity, and renewed in the background a minute before its end while
 * `inUse()` (decision 046): a new pending payment and intent for the same item replaces it, and the old
 * unpaid one is cancelled by the server's reconciler once expired. `regenerate` starts over
 * (after 'try again'). `paused` holds the check (and drops a renewal's answer) while a payment is
 * under way, whose outcome the server decides; `take()` returns the payment to pay and holds
 * renewals at once, before `paused` arrives with the next render.
 */
export function usePendingPayment<Item extends PricedItem>({
  item,
  generate,
  paused,
  inUse,
}: {
  item: Item | undefined;
  generate: (item: Item) => Promise<Payment>;
  paused: boolean;
  inUse: () => boolean;
}): { state: PendingPaymentState; regenerate: () => void; take: () => Payment | null } {
  const [state, setState] = useState<PendingPaymentState>({ status: 'idle' });
  const [round, setRound] = useState(0);
  const generateRef = useRef(generate);
  const inUseRef = useRef(inUse);
  const itemRef = useRef(item);
  useEffect(() => {
    generateRef.current = generate;
    inUseRef.current = inUse;
    itemRef.current = item;
  });
  /** Bumped whenever answers in flight stop mattering (another item, a new round, unmount). */
  const generation = useRef(0);
  const renewing = useRef(false);
  const held = useRef(false);
  const stateRef = useRef(state);
  stateRef.current = state;
  useEffect(() => {
    held.current = paused;
  }, [paused]);

  const itemKey = item?.key;
  // biome-ignore lint/correctness/useExhaustiveDependencies: an item is identified by its key; `round` restarts on purpose.
  useEffect(() => {
    const current = itemRef.current;
    if (!current) {
      setState({ status: 'idle' });
      return;
    }
    const mine = generation.current;
    renewing.current = false;
    const askedAt = Date.now();
    setState({ status: 'loading' });
    generateRef.current(current).then(
      (payment) => {
        if (generation.current === mine)
          setState({ status: 'ready', payment, validUntil: askedAt + PENDING_PAYMENT_VALIDITY_MS });
      },
      (error: unknown) => {
        if (generation.current === mine) setState({ status: 'failed', error });
      },
    );
    return () => {
      generation.current += 1;
    };
  }, [itemKey, round]);

  const renew = useCallback((current: Item) => {
    const mine = generation.current;
    renewing.current = true;
    const askedAt = Date.now();
    const settle = (next: PendingPaymentState) => {
      if (generation.current !== mine) return;
      renewing.current = false;
      // A payment under way keeps the payment it took; this answer is left to expire.
      if (held.current) return;
      setState(next);
    };
    generateRef.current(current).then(
      (payment) =>
        settle({ status: 'ready', payment, validUntil: askedAt + PENDING_PAYMENT_VALIDITY_MS }),
      (error: unknown) => settle({ status: 'failed', error }),
    );
  }, []);

  const validUntil = state.status === 'ready' ? state.validUntil : null;
  useEffect(() => {
    if (validUntil === null || paused) return;
    const check = () => {
      const current = itemRef.current;
      if (!current || held.current) return;
      const step = pendingPaymentStep({
        validUntil,
        now: Date.now(),
        inUse: inUseRef.current(),
        renewing: renewing.current,
      });
      if (step === 'expire') setState({ status: 'expired' });
      else if (step === 'renew') renew(current);
    };
    check();
    const timer = setInterval(check, EXPIRY_CHECK_MS);
    return () => clearInterval(timer);
  }, [validUntil, paused, renew]);

  const regenerate = useCallback(() => setRound((value) => value + 1), []);
  const take = useCallback(() => {
    const current = stateRef.current;
    if (current.status !== 'ready') return null;
    held.current = true;
    return current.payment;
  }, []);
  return { state, regenerate, take };
}
