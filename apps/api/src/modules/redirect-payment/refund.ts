import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { redirectOrder } from '#api/db/schema/index.js';
import { createPoller } from '#api/lib/poller.js';
import { currencyNumeric } from '#api/redirect-gateways/index.js';
import type { RedirectDeps } from './deps.js';

/** A refund asked for this long ago without an answer is asked again (by any instance). */
const REFUND_LEASE_MS = 60_000;
const BATCH = 20;

/** REFUNDING, and never asked or asked before `cutoff` (its claim has lapsed). */
const refundDue = (cutoff: Date) =>
  and(
    eq(redirectOrder.status, 'REFUNDING'),
    or(isNull(redirectOrder.refundAttemptedAt), lt(redirectOrder.refundAttemptedAt, cutoff)),
  );

/**
 * Gives back the money of a REFUNDING order (the gateway charged it when the stay was already
 * paid: decision 059), never inside a transaction. The order is claimed first (refund_attempted_at,
 * a lease), so two instances or the notification and the sweeper do not ask at once; a gateway
 * that asks twice anyway refuses the second (nothing left to refund), which counts as refunded.
 * The answer decides REFUNDED or REFUND_FAILED; a gateway that cannot be reached leaves the
 * order REFUNDING for the sweeper. Returns the order's state afterwards, or null if not claimed.
 */
export async function refundRedirectOrder(
  deps: RedirectDeps,
  orderId: string,
): Promise<'REFUNDED' | 'REFUND_FAILED' | null> {
  const at = deps.now();
  const [order] = await deps.db
    .update(redirectOrder)
    .set({ refundAttemptedAt: at })
    .where(and(eq(redirectOrder.id, orderId), refundDue(new Date(at.getTime() - REFUND_LEASE_MS))))
    .returning();
  if (!order) return null;
  // The gateway that charged it, whatever the place is paid through now.
  const gateway = deps.gateways.ofOrder(order);
  const currency = currencyNumeric(order.currencyCode);
  if (!gateway || !currency) {
    throw new Error(`Order ${order.id}: gateway ${order.gateway} or ${order.currencyCode} unknown`);
  }
  const answer = await gateway.refund({
    order: order.orderNumber,
    amountMinor: order.amountMinor,
    currencyNumeric: currency,
  });
  const status = answer.status === 'refunded' ? 'REFUNDED' : 'REFUND_FAILED';
  await deps.db
    .update(redirectOrder)
    .set({
      status,
      refundResponse: answer.code,
      refundedAt: status === 'REFUNDED' ? deps.now() : null,
    })
    .where(and(eq(redirectOrder.id, order.id), eq(redirectOrder.status, 'REFUNDING')));
  if (status === 'REFUND_FAILED') {
    deps.logger?.error(
      { orderId: order.id, order: order.orderNumber, code: answer.code },
      'redirect refund refused by the gateway: give the money back by hand',
    );
  }
  return status;
}

/**
 * Asks again for the refunds that did not finish: the process stopped between the
 * notification's commit and the gateway's answer, or the gateway was down. Any instance may run
 * it: the claim keeps one asker per order at a time.
 */
export function createRedirectRefundSweeper(deps: RedirectDeps & { intervalMs: number }) {
  async function runOnce(): Promise<number> {
    const cutoff = new Date(deps.now().getTime() - REFUND_LEASE_MS);
    const rows = await deps.db
      .select({ id: redirectOrder.id })
      .from(redirectOrder)
      .where(refundDue(cutoff))
      .limit(BATCH);
    let decided = 0;
    for (const { id } of rows) {
      try {
        if (await refundRedirectOrder(deps, id)) decided += 1;
      } catch (error) {
        deps.logger?.error(
          { err: error, orderId: id },
          'redirect refund failed; asked again later',
        );
      }
    }
    return decided;
  }
  const poller = createPoller({
    intervalMs: deps.intervalMs,
    tick: runOnce,
    onError: (error) => deps.logger?.error({ err: error }, 'redirect refund round failed'),
  });
  return { runOnce, start: () => poller.start(), stop: () => poller.stop() };
}
