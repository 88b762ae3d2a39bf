import type { PaymentAccount } from '@parking/domain/operator-file';
import { and, eq, gt, isNotNull } from 'drizzle-orm';
import { type ConfigChangeFeed, reloadOnConfigChange } from '#api/config-changes/index.js';
import { place, redirectOrder } from '#api/db/schema/index.js';
import type { RedirectDeps } from './deps.js';

/** How far back an order's own merchant is still expected to answer (its return, a late notice). */
const ANSWERS_WITHIN_MS = 2 * 24 * 60 * 60 * 1000;

/**
 * Keeps the gateways knowing every place's own merchant (issue 25, decision 093), so that an
 * answer signed by one is verified in memory, before any database call (decision 069): read when
 * the instance starts and again after each configuration change any instance commits. Orders of
 * the last two days keep their merchant known after a place changes merchant.
 */
export function createKnownMerchants(deps: RedirectDeps & { configChanges: ConfigChangeFeed }) {
  async function load(): Promise<void> {
    const since = new Date(deps.now().getTime() - ANSWERS_WITHIN_MS);
    const [places, orders] = await Promise.all([
      deps.db
        .selectDistinct({ account: place.paymentAccount })
        .from(place)
        .where(
          and(eq(place.paymentProvider, 'REGIONAL_REDIRECT'), isNotNull(place.paymentAccount)),
        ),
      deps.db
        .selectDistinct({ account: redirectOrder.paymentAccount })
        .from(redirectOrder)
        .where(and(isNotNull(redirectOrder.paymentAccount), gt(redirectOrder.createdAt, since))),
    ]);
    const accounts = [...places, ...orders]
      .map((row) => row.account)
      .filter((account): account is PaymentAccount => account !== null);
    deps.gateways.know(accounts);
  }
  return reloadOnConfigChange({
    feed: deps.configChanges,
    load,
    onError: (error) => deps.logger?.error({ err: error }, 'own redirect merchants not reloaded'),
  });
}
