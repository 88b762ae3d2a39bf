import { PAYMENT_MESSAGES, type Rate } from '@parking/domain';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, clientAt } from '#test/client-address.js';
import { expectError, rateBody, rateNamed } from '#test/payment-helpers.js';
import {
  dropRedisKeys,
  redisReachable,
  TEST_REDIS_URL,
  testRedisPrefix,
} from '#test/redis-helpers.js';
import { PRODUCT_CARDING, startTestServer, type TestServer } from '#test/start-test-server.js';
import { createTestDatabase } from '#test/test-database.js';
import type { DatabaseHandle } from '../db/client.js';
import { sandboxPaymentIntent } from '../db/schema/index.js';
import { DEMO_IDS } from '../db/seed/demo-extra-ids.js';

const midtown = DEMO_IDS.places.transientOpen.id;
/** A place whose home looks plates up (vehicleLookup on): elsewhere the lookup is a 403. */
const lookupPlace = DEMO_IDS.places.transientClosingSoon.id;

const lookup = (client: Client, plate: string, placeId = lookupPlace) =>
  client.get(`/api/assigned-right/?${new URLSearchParams({ localIdentifier: plate, placeId })}`);

/** A first-kind card payment with a good card: 200, or the carding 429. */
async function payOnce(client: Client, rate: Rate, plate: string) {
  const generated = await client.post('/api/card-intent/generate-payment', rateBody(midtown, rate));
  expect(generated.response.status).toBe(200);
  const intentId = generated.body.id as string;
  const paid = await client.post('/api/card-intent/process-payment', {
    paymentIntentId: intentId,
    paymentMethodId: 'pm_card_visa',
    licensePlate: plate,
  });
  return { intentId, paid };
}

describe.runIf(redisReachable())('two instances on one database with REDIS_URL', () => {
  const prefix = testRedisPrefix();
  const env = { ...PRODUCT_CARDING, REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: prefix };
  let database: DatabaseHandle;
  let first: TestServer;
  let second: TestServer;
  let rate: Rate;
  beforeAll(async () => {
    database = await createTestDatabase();
    first = await startTestServer({ env, database });
    second = await startTestServer({ env, database });
    rate = await rateNamed(first, midtown, '1 hour');
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await database?.close();
    await dropRedisKeys(prefix);
  });

  it('hold the plate-lookup limit together: 30 a minute per client and place across both', async () => {
    const [onFirst, onSecond] = [clientAt(first, '127.0.3.1'), clientAt(second, '127.0.3.1')];
    for (let index = 0; index < 15; index += 1) {
      expect((await lookup(onFirst, `TWIN${index}`)).response.status).toBe(200);
      expect((await lookup(onSecond, `TWIN${index}`)).response.status).toBe(200);
    }
    expectError(await lookup(onFirst, 'TWIN30'), 429, /rate limit exceeded/i);
    expectError(await lookup(onSecond, 'TWIN30'), 429, /rate limit exceeded/i);
    // Another client of the same place still has its own 30.
    expect((await lookup(clientAt(second, '127.0.3.2'), 'TWIN30')).response.status).toBe(200);
  });

  it('hold the card-attempt limit together: 10 per address across both, the 11th never charged', async () => {
    const [onFirst, onSecond] = [clientAt(first, '127.0.3.3'), clientAt(second, '127.0.3.3')];
    for (let index = 0; index < 5; index += 1) {
      expect((await payOnce(onFirst, rate, `ONE${index}`)).paid.response.status).toBe(200);
      expect((await payOnce(onSecond, rate, `TWO${index}`)).paid.response.status).toBe(200);
    }
    for (const client of [onFirst, onSecond]) {
      const { intentId, paid } = await payOnce(client, rate, 'ELEVEN1');
      expectError(paid, 429, new RegExp(`^${PAYMENT_MESSAGES.tooManyCardAttempts}: `));
      const [row] = await database.db
        .select({ chargeCount: sandboxPaymentIntent.chargeCount })
        .from(sandboxPaymentIntent)
        .where(eq(sandboxPaymentIntent.id, intentId));
      expect(row?.chargeCount).toBe(0);
    }
  });

  it('close their Redis connection with the app', async () => {
    const third = await startTestServer({ env, database });
    const { redis } = third.app.sharedCounters;
    expect(redis?.status).toBe('ready');
    await third.close();
    expect(redis?.status).toBe('end');
  });
});

describe('with Redis unreachable', () => {
  const lines: string[] = [];
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      // Nothing listens on port 1: every Redis command fails at once.
      env: { ...PRODUCT_CARDING, REDIS_URL: 'redis://127.0.0.1:1' },
      logger: pino({ level: 'warn' }, { write: (line: string) => lines.push(line) }),
    });
  });
  afterAll(() => server?.close());

  it('takes payments, holds every limit in this process, and says so in the log', async () => {
    const rate = await rateNamed(server, midtown, '1 hour');
    const client = clientAt(server, '127.0.4.1');
    for (let index = 0; index < 10; index += 1) {
      expect((await payOnce(client, rate, `DOWN${index}`)).paid.response.status).toBe(200);
    }
    expect((await payOnce(client, rate, 'DOWN10')).paid.response.status).toBe(429);
    for (let index = 0; index < 30; index += 1) {
      expect((await lookup(client, `DOWN${index}`)).response.status).toBe(200);
    }
    const limited = await lookup(client, 'DOWN30');
    expectError(limited, 429, /rate limit exceeded/i);
    expect(limited.response.headers.get('retry-after')).toBeTruthy();
    expect(lines.some((line) => line.includes('redis unavailable'))).toBe(true);
    expect(lines.some((line) => line.includes('shared counters unavailable'))).toBe(true);
  });
});
