import { and, eq, inArray, lt } from 'drizzle-orm';
import { redirectOrder } from '#api/db/schema/index.js';
import { createPoller } from '#api/lib/poller.js';
import type { RedirectDeps } from './deps.js';

const BATCH = 100;

/**
 * Marks EXPIRED the PENDING orders whose price has lapsed (decision 069), so that an order's
 * state says its price no longer holds; the notification of a late payment then decides by
 * the rule it applies to any late payment (refund unless it pays all the stay owes). One UPDATE
 * per batch over rows it locks, skipping those another instance or a notification holds: two
 * instances never mark one order, and a notification that holds an order's lock decides it
 * first (the UPDATE's `status = 'PENDING'` is checked again once the lock is free).
 */
export function createRedirectExpirySweeper(deps: RedirectDeps & { intervalMs: number }) {
  async function expireBatch(at: Date): Promise<number> {
    const lapsed = and(eq(redirectOrder.status, 'PENDING'), lt(redirectOrder.expiresAt, at));
    const due = deps.db
      .select({ id: redirectOrder.id })
      .from(redirectOrder)
      .where(lapsed)
      .orderBy(redirectOrder.expiresAt)
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const expired = await deps.db
      .update(redirectOrder)
      .set({ status: 'EXPIRED' })
      .where(and(lapsed, inArray(redirectOrder.id, due)))
      .returning({ id: redirectOrder.id });
    return expired.length;
  }

  async function runOnce(): Promise<number> {
    const at = deps.now();
    let total = 0;
    for (;;) {
      const count = await expireBatch(at);
      total += count;
      if (count < BATCH) return total;
    }
  }

  const poller = createPoller({
    intervalMs: deps.intervalMs,
    tick: runOnce,
    onError: (error) => deps.logger?.error({ err: error }, 'redirect expiry round failed'),
  });
  return { runOnce, start: () => poller.start(), stop: () => poller.stop() };
}
