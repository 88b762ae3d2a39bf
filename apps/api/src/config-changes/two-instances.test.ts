import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  killRedisSubscribers,
  renamePlace,
  terminatePostgresListeners,
} from '#test/config-change-helpers.js';
import { placeOf } from '#test/customer-helpers.js';
import {
  dropRedisKeys,
  redisReachable,
  TEST_REDIS_URL,
  testRedisPrefix,
} from '#test/redis-helpers.js';
import { eventually, midtown } from '#test/reminder-helpers.js';
import { startTestServer, type TestServer } from '#test/start-test-server.js';
import { createSharedTestDatabase } from '#test/test-database.js';

// Two API processes on one database, each with its own caches: a change committed through one
// is in the other's next response (issue 25, point 5). PostgreSQL carries it by NOTIFY; with
// REDIS_URL, Redis does (then on PGlite too, whose one handle both instances share here).

/** Longer than a message takes, far shorter than the place cache's 30 s. */
const ARRIVAL_MS = 2000;

const withPostgres = Boolean(process.env.DATABASE_URL);
if (!withPostgres) {
  console.warn(
    'No DATABASE_URL: the two-instance configuration-change test on PostgreSQL is skipped.',
  );
}

function twoInstances(
  env: Record<string, string>,
  loseListeners: (second: TestServer) => Promise<number>,
) {
  let shared: Awaited<ReturnType<typeof createSharedTestDatabase>>;
  let first: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    shared = await createSharedTestDatabase();
    const start = (database: (typeof shared.handles)[number]) =>
      startTestServer({ env: { PLACE_CACHE_TTL_MS: '30000', ...env }, database });
    [first, second] = await Promise.all([start(shared.handles[0]), start(shared.handles[1])]);
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
    await shared?.close();
  });
  const nameOn = async (server: TestServer) =>
    (await placeOf(server, midtown, 'place')).place?.name;

  it("puts a change made through one instance in the other's next response", async () => {
    const before = await nameOn(second);
    await nameOn(first);
    // Behind the caches' back: the second instance keeps what it has.
    await renamePlace(first, midtown, 'Changed unannounced', 'silently');
    expect(await nameOn(second)).toBe(before);

    await renamePlace(first, midtown, 'Changed on the first instance', 'announce');
    await eventually(
      async () => expect(await nameOn(second)).toBe('Changed on the first instance'),
      ARRIVAL_MS,
    );
  });

  it('drops its caches when it listens again after losing its connection, and hears on', async () => {
    expect(await nameOn(second)).toBe('Changed on the first instance');
    await renamePlace(first, midtown, 'Changed while not listening', 'silently');
    expect(await nameOn(second)).toBe('Changed on the first instance');

    expect(await loseListeners(second)).toBeGreaterThan(0);
    // What was sent meanwhile may be lost: listening again, it starts from the database.
    await eventually(
      async () => expect(await nameOn(second)).toBe('Changed while not listening'),
      5000,
    );
    await renamePlace(first, midtown, 'Changed after the reconnection', 'announce');
    await eventually(
      async () => expect(await nameOn(second)).toBe('Changed after the reconnection'),
      ARRIVAL_MS,
    );
  });
}

describe.runIf(withPostgres)('two instances on PostgreSQL (LISTEN/NOTIFY)', () => {
  twoInstances({}, terminatePostgresListeners);
});

describe.runIf(redisReachable())('two instances with REDIS_URL (pub/sub)', () => {
  const prefix = testRedisPrefix();
  afterAll(() => dropRedisKeys(prefix));
  twoInstances({ REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: prefix }, () =>
    killRedisSubscribers(prefix),
  );
});
