import { eq, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { announceConfigChange } from '../src/config-changes/index.js';
import { LISTENER_APPLICATION_NAME } from '../src/config-changes/postgres-listener.js';
import { subscriberName } from '../src/config-changes/redis-transport.js';
import type { Database } from '../src/db/client.js';
import { customer, place, rateLine } from '../src/db/schema/index.js';
import { TEST_REDIS_URL } from './redis-helpers.js';
import type { TestServer } from './start-test-server.js';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The organisation a place's customer belongs to, which every change names. */
async function organizationOf(server: TestServer, placeId: string): Promise<string> {
  const [row] = await server.database.db
    .select({ organizationId: customer.organizationId })
    .from(place)
    .innerJoin(customer, eq(customer.id, place.customerId))
    .where(eq(place.id, placeId));
  if (!row) throw new Error(`No place ${placeId}`);
  return row.organizationId;
}

class RolledBack extends Error {}

/**
 * Changes a place's configuration through `server`'s process, in a configuration transaction
 * that announces it ('announce'), in one that announces it and then rolls back, or behind the
 * caches' back ('silently': committed, never announced), which leaves every cache stale.
 */
export async function changePlace(
  server: TestServer,
  placeId: string,
  change: (tx: Transaction) => Promise<unknown>,
  how: 'announce' | 'announce then roll back' | 'silently' = 'announce',
): Promise<void> {
  if (how === 'silently') {
    await server.database.db.transaction(change);
    return;
  }
  const organizationId = await organizationOf(server, placeId);
  try {
    await server.app.services.configChanges.transaction(async (tx) => {
      await change(tx);
      await announceConfigChange(tx, { organizationId, customerIds: [], placeIds: [placeId] });
      if (how === 'announce then roll back') throw new RolledBack();
    });
  } catch (error) {
    if (!(error instanceof RolledBack)) throw error;
  }
}

export const renamePlace = (
  server: TestServer,
  placeId: string,
  name: string,
  how: 'announce' | 'announce then roll back' | 'silently',
) =>
  changePlace(
    server,
    placeId,
    (tx) => tx.update(place).set({ name }).where(eq(place.id, placeId)),
    how,
  );

/** Sets a rate line's value in a configuration transaction that announces its place. */
export const repriceRateLine = (
  server: TestServer,
  placeId: string,
  rateLineId: string,
  valueMinor: number,
) =>
  changePlace(server, placeId, (tx) =>
    tx.update(rateLine).set({ valueMinor }).where(eq(rateLine.id, rateLineId)),
  );

/** Ends the configuration-change listeners' sessions on this test's PostgreSQL database. */
export async function terminatePostgresListeners(server: TestServer): Promise<number> {
  const ended = await server.database.db
    // In the select list, evaluated only for the rows the filter kept (not so in a WHERE).
    .select({ ended: sql<boolean>`pg_terminate_backend(pid)` })
    .from(sql`pg_stat_activity`)
    .where(sql`application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()`);
  return ended.length;
}

/** Kills the configuration-change subscribers of a key prefix on the test's Redis. */
export async function killRedisSubscribers(keyPrefix: string): Promise<number> {
  const redis = new Redis(TEST_REDIS_URL, { lazyConnect: true });
  await redis.connect();
  try {
    const list = String(await redis.client('LIST'));
    const ids = list
      .split('\n')
      .filter((line) => line.includes(` name=${subscriberName(keyPrefix)} `))
      .map((line) => /\bid=(\d+)/.exec(line)?.[1])
      .filter((id): id is string => id !== undefined);
    for (const id of ids) await redis.client('KILL', 'ID', id);
    return ids.length;
  } finally {
    redis.disconnect();
  }
}
