import type { FastifyBaseLogger } from 'fastify';
import type { CardProcessorRegistry } from '#api/card-processors/registry.js';
import { type ConfigChangeFeed, reloadOnConfigChange } from '#api/config-changes/index.js';
import type { Database } from '#api/db/client.js';
import { createWebhookRepository } from './repository.js';

/**
 * Keeps the card processors knowing every place's own Stripe account and the accounts of
 * unfinished payments (issue 25), read when the instance starts and after every configuration
 * change any instance commits, so that a webhook's signature is checked from memory.
 */
export function createKnownCardAccounts(deps: {
  db: Database;
  cardProcessors: Pick<CardProcessorRegistry, 'know'>;
  configChanges: ConfigChangeFeed;
  logger: Pick<FastifyBaseLogger, 'error'>;
}) {
  const repository = createWebhookRepository(deps.db);
  return reloadOnConfigChange({
    feed: deps.configChanges,
    load: async () => deps.cardProcessors.know(await repository.placeAccounts('STRIPE')),
    onError: (error) => deps.logger.error({ err: error }, 'own card accounts not reloaded'),
  });
}
