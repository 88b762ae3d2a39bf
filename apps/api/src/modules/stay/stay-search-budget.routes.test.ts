import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#api/db/client.js';
import { DEMO_IDS, openStayId } from '#api/db/seed/demo-extra-ids.js';
import { type Answer, type Client, clientAt } from '#test/client-address.js';
import {
  dropRedisKeys,
  redisReachable,
  TEST_REDIS_URL,
  testRedisPrefix,
} from '#test/redis-helpers.js';
import { startTestServer, type TestServer } from '#test/start-test-server.js';
import { createTestDatabase } from '#test/test-database.js';

/**
 * The stay searches' one budget (docs/decisions/071): the exact lookup, the similar search and
 * the by-time search count together, per address whatever the customer, and per customer from
 * every address; with REDIS_URL across instances. A stay fetched by id is not a search.
 */

const customer = DEMO_IDS.customer.id;
const other = DEMO_IDS.secondCustomer.id;
const entered = encodeURIComponent(new Date(Date.now() - 3_600_000).toISOString());
const now = encodeURIComponent(new Date().toISOString());

/** The three searches in turn, for `customerId`. */
type Search = (client: Client) => Promise<Answer>;
const lookupOf =
  (customerId: string): Search =>
  (client) =>
    client.post(`/api/customer/${customerId}/session/lookup`, { licensePlate: '4321XYZ' });
const similarOf =
  (customerId: string): Search =>
  (client) =>
    client.get(`/api/customer/${customerId}/session/similar?plateId=4321XZY`);
const byTimeOf =
  (customerId: string): Search =>
  (client) =>
    client.get(`/api/customer/${customerId}/session/by-time?from=${entered}&to=${now}`);
const searches = (customerId: string) => [
  lookupOf(customerId),
  similarOf(customerId),
  byTimeOf(customerId),
];

/** Searches of every kind in turn until the first 429: how many were answered. */
async function answeredBeforeRefusal(client: Client, customerId = customer, cap = 1_000) {
  for (let made = 0; made < cap; made += 1) {
    const search = searches(customerId)[made % 3];
    if (!search) throw new Error('three searches');
    const answer = await search(client);
    if (answer.response.status === 429) return { answered: made, refusal: answer };
    expect([200, 404]).toContain(answer.response.status);
  }
  throw new Error(`no refusal within ${cap} searches`);
}

describe('the product figures', () => {
  let server: TestServer;
  beforeAll(async () => {
    // Empty values are unset: config.ts's defaults, as a deployment without them has.
    server = await startTestServer({
      env: { STAY_SEARCHES_PER_IP: '', STAY_SEARCHES_PER_CUSTOMER: '' },
    });
  });
  afterAll(() => server?.close());

  it('give one address 1,000 searches in no less than an hour (7 hours and more)', async () => {
    const { answered, refusal } = await answeredBeforeRefusal(clientAt(server, '127.0.8.1'));
    expect(answered).toBe(20);
    const windowSeconds = Number(refusal.response.headers.get('retry-after'));
    expect(windowSeconds).toBeGreaterThan(590);
    expect(refusal.body.message).toMatch(
      /^Too many stay searches: please try again in 10 minutes$/,
    );
    // The first 20 now, then 20 more each time the window has moved on.
    const hoursFor1000 = ((Math.ceil(1_000 / answered) - 1) * windowSeconds) / 3600;
    expect(hoursFor1000).toBeGreaterThan(1);
  });
});

describe('counted together', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      env: { STAY_SEARCHES_PER_IP: '5', STAY_SEARCHES_PER_CUSTOMER: '12' },
    });
  });
  afterAll(() => server?.close());

  it('per address: the three kinds, then any kind and any customer is refused', async () => {
    const script = clientAt(server, '127.0.8.2');
    expect((await answeredBeforeRefusal(script)).answered).toBe(5);
    for (const search of [...searches(customer), ...searches(other)]) {
      expect((await search(script)).response.status).toBe(429);
    }
    // A stay by id is not a search; another address still searches.
    expect(
      (await script.get(`/api/customer/${customer}/session/${openStayId}`)).response.status,
    ).toBe(200);
    expect((await similarOf(other)(clientAt(server, '127.0.8.3'))).response.status).toBe(200);
  });

  it('per customer: every address together', async () => {
    // The script above made 5 of this customer's 12 (its refused ones did not count).
    let answered = 0;
    for (let address = 10; address < 14; address += 1) {
      answered += (await answeredBeforeRefusal(clientAt(server, `127.0.8.${address}`))).answered;
      if (answered >= 7) break;
    }
    expect(answered).toBe(7);
    const fresh = clientAt(server, '127.0.8.20');
    expect((await similarOf(customer)(fresh)).response.status).toBe(429);
    expect((await similarOf(other)(fresh)).response.status).toBe(200);
  });
});

describe.runIf(redisReachable())('two instances with REDIS_URL', () => {
  const prefix = testRedisPrefix();
  let database: DatabaseHandle;
  let first: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    const env = {
      STAY_SEARCHES_PER_IP: '6',
      STAY_SEARCHES_PER_CUSTOMER: '1000',
      REDIS_URL: TEST_REDIS_URL,
      REDIS_KEY_PREFIX: prefix,
    };
    database = await createTestDatabase();
    first = await startTestServer({ env, database });
    second = await startTestServer({ env, database });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await database?.close();
    await dropRedisKeys(prefix);
  });

  it('share one address budget', async () => {
    const [onFirst, onSecond] = [clientAt(first, '127.0.8.30'), clientAt(second, '127.0.8.30')];
    for (const search of searches(customer)) {
      expect((await search(onFirst)).response.status).not.toBe(429);
      expect((await search(onSecond)).response.status).not.toBe(429);
    }
    expect((await lookupOf(customer)(onFirst)).response.status).toBe(429);
    expect((await similarOf(customer)(onSecond)).response.status).toBe(429);
  });
});
