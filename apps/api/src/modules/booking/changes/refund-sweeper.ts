import { createPoller } from '#api/lib/poller.js';
import { type CancelDeps, returnMoney } from './cancel.js';

/** A cancel call in flight is left to finish its own refund for this long. */
const GRACE_MS = 60_000;
const BATCH = 20;

/**
 * Finishes refunds of cancelled bookings whose money was not sent back (the process stopped
 * between the cancel's commit and the processor's answer, or the processor was down). Every
 * instance may run it: the processor's idempotency key of the booking makes a refund asked
 * twice one refund, and the REFUND payment takes its id once.
 */
export function createBookingRefundSweeper(deps: CancelDeps & { intervalMs: number }) {
  async function runOnce(): Promise<number> {
    const ids = await deps.repository.findUnsentRefunds({
      recordedBefore: new Date(deps.now().getTime() - GRACE_MS),
      limit: BATCH,
    });
    let sent = 0;
    for (const assignedRightId of ids) {
      try {
        const row = await deps.repository.findRefund(assignedRightId);
        if (row && (await returnMoney(deps, assignedRightId, row)).transactionId) sent += 1;
      } catch (error) {
        deps.logger?.error({ err: error, assignedRightId }, 'booking refund failed');
      }
    }
    return sent;
  }
  const poller = createPoller({
    intervalMs: deps.intervalMs,
    tick: runOnce,
    onError: (error) => deps.logger?.error({ err: error }, 'booking refund round failed'),
  });
  return { runOnce, start: () => poller.start(), stop: () => poller.stop() };
}
