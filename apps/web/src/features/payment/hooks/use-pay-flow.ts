import { useEffect, useRef, useState } from 'react';
import type { Locale } from '#web/lib/locale.ts';
import type { CardFormHandle, CardPayer } from '../lib/card-form-handle.ts';
import type { CardKind } from '../lib/card-kind.ts';
import type { PaymentActions } from '../lib/payment-actions.ts';
import { generateProblem, type PaymentProblem } from '../lib/payment-problem.ts';
import type { PricedItem } from '../lib/priced-item.ts';
import {
  type PaymentOutcome,
  problemOf,
  runPayment,
  type SettleCall,
  settlePayment,
} from '../lib/run-payment.ts';
import { useMounted } from './use-mounted.ts';
import { usePaymentWaiting } from './use-payment-waiting.ts';
import { usePendingPayment } from './use-pending-payment.ts';
import { useRecentUse } from './use-recent-use.ts';

/** Spec section 9: navigate about 300 ms after success, once the driver has seen it. */
const SUCCESS_REDIRECT_MS = 300;

/** 'interrupted': the connection dropped before the payment's answer came (decision 064). */
type Phase = 'idle' | 'paying' | 'waiting' | 'paid' | 'interrupted';

/**
 * One press of Pay and what follows (spec section 4): paying, waiting for a slow card, paid
 * (then `onPaid`), or a problem modal whose 'try again' calls `onRestart` (the transient form
 * reloads the rates, the checkout its quote) and starts over.
 * After a decline the card is emptied and focused once the modal has closed, and the reason
 * stays beside it until the driver types (decision 046). When the connection drops before the
 * answer, `retry` repeats the very same settling call, never a new payment (decision 064).
 */
export function usePayFlow<Item extends PricedItem>({
  item,
  cardKind,
  placeId,
  locale,
  actions,
  onRestart,
  onPaid,
  keepCardOffered = false,
}: {
  item: Item | undefined;
  cardKind: CardKind;
  placeId: string;
  locale: Locale;
  actions: PaymentActions<Item>;
  onRestart: () => Promise<unknown>;
  /** With the id of what was paid (PaidTarget). */
  onPaid: (paidRef: string) => void;
  /** The card form's card may be kept for this device (decision 086), ticked by default. */
  keepCardOffered?: boolean;
}) {
  const [keepCard, setKeepCard] = useState(true);
  const [phase, setPhase] = useState<Phase>('idle');
  const [externalId, setExternalId] = useState<string | null>(null);
  /** The settling call the connection interrupted; taken by the first retry. */
  const interrupted = useRef<SettleCall | null>(null);
  const [problem, setProblem] = useState<PaymentProblem | null>(null);
  const [declineReason, setDeclineReason] = useState<string | null>(null);
  const focusCardOnClose = useRef(false);
  /** The card form on the page (PaymentMethods draws it): what pays, empties and takes focus. */
  const card = useRef<CardFormHandle>(null);
  // Whether the driver is at the form: the pending payment is renewed only then.
  const recentUse = useRecentUse();
  const pending = usePendingPayment({
    item,
    generate: actions.generate,
    paused: phase !== 'idle' || problem !== null,
    inUse: recentUse.inUse,
  });
  const mounted = useMounted();

  const pendingStatus = pending.state.status;
  const generateError = pending.state.status === 'failed' ? pending.state.error : undefined;
  useEffect(() => {
    if (pendingStatus === 'failed') setProblem(generateProblem(generateError));
    else if (pendingStatus === 'expired') setProblem({ kind: 'rate-unavailable' });
  }, [pendingStatus, generateError]);

  // After the modal's own close (it gives focus back to what opened it), the card gets it.
  useEffect(() => {
    if (problem !== null || !focusCardOnClose.current) return;
    focusCardOnClose.current = false;
    const timer = setTimeout(() => card.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, [problem]);

  const finish = (paidRef: string) => {
    setPhase('paid');
    setTimeout(() => {
      if (mounted.current) onPaid(paidRef);
    }, SUCCESS_REDIRECT_MS);
  };

  const waiting = usePaymentWaiting({
    externalId: phase === 'waiting' ? externalId : null,
    find: actions.findByExternalId,
    onFound: (paid) => finish(paid.paidRef),
  });

  /** Pays with the card form, or with a wallet's card (decision 050); null when it cannot. */
  const pay = async ({
    wallet,
    ...details
  }: {
    licensePlate: string;
    phoneNumber: string | null;
    wallet?: CardPayer | null;
  }): Promise<PaymentOutcome | null> => {
    const payment = pending.take();
    if (!payment) return null;
    setPhase('paying');
    const outcome = await runPayment({
      pending: payment,
      cardKind,
      card: wallet ?? card.current,
      placeId,
      locale,
      actions,
      // Only the typed card is kept: a wallet's stays the wallet's, a kept one is kept already.
      keepCard: keepCardOffered && keepCard && !wallet,
      ...details,
    });
    conclude(outcome);
    return outcome;
  };

  const conclude = (outcome: PaymentOutcome) => {
    if (!mounted.current) return;
    if (outcome.kind === 'paid') finish(outcome.paidRef);
    else if (outcome.kind === 'processing') {
      setExternalId(outcome.externalId);
      setPhase('waiting');
    } else if (outcome.kind === 'connection-lost') {
      interrupted.current = outcome.settle;
      setPhase('interrupted');
    } else {
      setPhase('idle');
      const next = problemOf(outcome);
      setProblem(next);
      if (next.kind === 'payment-failed' && next.reason) setDeclineReason(next.reason);
    }
  };

  /** The same settling call again: same pending payment, intent and payment method. */
  const retry = async () => {
    const settle = interrupted.current;
    if (!settle) return;
    interrupted.current = null;
    setPhase('paying');
    conclude(await settlePayment(settle, actions));
  };

  const tryAgain = () => {
    if (problem?.kind === 'payment-failed' && problem.reason) {
      card.current?.clear();
      focusCardOnClose.current = true;
    }
    setProblem(null);
    void onRestart()
      .catch(() => undefined)
      .finally(() => pending.regenerate());
  };

  return {
    card,
    pending: pending.state,
    phase,
    problem,
    waiting,
    pay,
    retry,
    tryAgain,
    declineReason,
    /** Whether to keep the typed card for this device, when offered (decision 086). */
    keepCard: keepCardOffered ? { keep: keepCard, setKeep: setKeepCard } : null,
    /**
     * The driver typed in the card form (its keys never reach this document): they are at the
     * form, and the old card's reason no longer applies.
     */
    cardChanged: () => {
      recentUse.touch();
      setDeclineReason(null);
    },
  };
}

/** What the payment forms and their pieces read from one press of Pay. */
export type PayFlow = ReturnType<typeof usePayFlow>;
