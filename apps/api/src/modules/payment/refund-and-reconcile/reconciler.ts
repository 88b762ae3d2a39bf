import type { FastifyBaseLogger } from 'fastify';
import { createPoller } from '#api/lib/poller.js';
import type { PaymentService } from '../service.js';
import type { ReconcileResult } from './service.js';

/**
 * How long after its 4 minutes a card payment is left to its own callers (the driver's late
 * process call, a slow card's webhook) before the reconciler takes it.
 */
export const RECONCILE_GRACE_MS = 60_000;
/** A row taken by an instance is not taken again by another for this long. */
const LEASE_MS = 5 * 60_000;
const BATCH = 20;

export type ReconcileRound = Record<ReconcileResult, number>;

/**
 * Brings every card payment that expired unfinished to an end that matches the processor's
 * books (decision 033): paid with a plate becomes a session, paid without one is refunded,
 * unpaid is cancelled at the processor so that nobody can pay it later. Rows are leased with
 * SKIP LOCKED, so several instances share the work; every step is idempotent, so a row taken
 * twice (a lease that ran out) changes nothing the second time.
 */
export function createPaymentReconciler(input: {
  payments: Pick<PaymentService, 'leaseUnfinished' | 'reconcile'>;
  intervalMs: number;
  logger: Pick<FastifyBaseLogger, 'info' | 'error'>;
}) {
  const { payments, logger } = input;

  async function runOnce(): Promise<ReconcileRound> {
    const round: ReconcileRound = {
      settled: 0,
      charged: 0,
      refunded: 0,
      expired: 0,
      processing: 0,
      skipped: 0,
    };
    const ids = await payments.leaseUnfinished({
      graceMs: RECONCILE_GRACE_MS,
      leaseMs: LEASE_MS,
      limit: BATCH,
    });
    for (const id of ids) {
      try {
        round[await payments.reconcile(id)] += 1;
      } catch (error) {
        // The lease keeps it from the next rounds for a while; then it is tried again.
        logger.error({ err: error, pendingPaymentId: id }, 'payment reconciliation failed');
      }
    }
    if (ids.length > 0) logger.info({ round }, 'card payments reconciled');
    return round;
  }

  const poller = createPoller({
    intervalMs: input.intervalMs,
    tick: runOnce,
    onError: (error) => logger.error({ err: error }, 'payment reconciliation round failed'),
  });

  return { runOnce, start: () => poller.start(), stop: () => poller.stop() };
}

export type PaymentReconciler = ReturnType<typeof createPaymentReconciler>;
