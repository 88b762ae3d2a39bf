import { randomInt } from 'node:crypto';
import { PAYMENT_MESSAGES, type Rate } from '@parking/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxPaymentIntent } from '#api/db/schema/index.js';
import { DEMO_IDS } from '#api/db/seed/demo-extra-ids.js';
import { type Answer, type Client, clientAt } from '#test/client-address.js';
import { expectError, rateBody, rateNamed } from '#test/payment-helpers.js';
import {
  dropRedisKeys,
  redisReachable,
  TEST_REDIS_URL,
  testRedisPrefix,
} from '#test/redis-helpers.js';
import { PRODUCT_CARDING, startTestServer, type TestServer } from '#test/start-test-server.js';

const midtown = DEMO_IDS.places.transientOpen.id;
const plaza = DEMO_IDS.places.transientManyRates.id;
const DECLINED_CARD = '4000000000000002';
const REFUSAL = new RegExp(
  `^${PAYMENT_MESSAGES.tooManyCardAttempts}: please try again in \\d+ minutes?$`,
);

/** A Visa number that passes the Luhn check: a card a script would have bought. */
function stolenVisa(): string {
  const body = `4${Array.from({ length: 14 }, () => randomInt(10)).join('')}`;
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let digit = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) digit *= 2;
    sum += digit > 9 ? digit - 9 : digit;
  }
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** The carding 429: the vocabulary's words, and a Retry-After within the window. */
function expectRefused(answer: Answer, windowSeconds: number) {
  expectError(answer, 429, REFUSAL);
  const retryAfter = Number(answer.response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

type CounterEnv = { REDIS_URL?: string; REDIS_KEY_PREFIX?: string };

/** The whole defence, once with the counters in this process and once shared through Redis. */
function cardingDefence(_name: string, subnet: number, redisEnv: CounterEnv) {
  let server: TestServer;
  let midtownHour: Rate;
  let plazaHour: Rate;
  let addresses = 0;
  /** A client at an address no other test of this server has used. */
  const newClient = () => clientAt(server, `127.0.${subnet}.${++addresses}`);

  beforeAll(async () => {
    server = await startTestServer({ env: { ...PRODUCT_CARDING, ...redisEnv } });
    midtownHour = await rateNamed(server, midtown, '1 hour');
    plazaHour = await rateNamed(server, plaza, '1 hour');
  });
  afterAll(async () => {
    await server?.close();
    if (redisEnv.REDIS_KEY_PREFIX) await dropRedisKeys(redisEnv.REDIS_KEY_PREFIX);
  });

  async function generate(client: Client, kind: 'card-intent' | 'card-client-secret') {
    return kind === 'card-intent'
      ? client.post('/api/card-intent/generate-payment', rateBody(midtown, midtownHour))
      : client.post('/api/card-client-secret/generate-payment', rateBody(plaza, plazaHour));
  }

  async function newIntent(client: Client, kind: 'card-intent' | 'card-client-secret') {
    const answer = await generate(client, kind);
    expect(answer.response.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body as { id: string; clientSecret: string };
  }

  /** What the sandbox card form does with a typed card: a payment method at the processor. */
  async function typeCard(client: Client, number: string): Promise<string> {
    const answer = await client.post('/api/sandbox/v1/payment_methods', {
      number,
      expMonth: 12,
      expYear: 2034,
      cvc: '123',
    });
    expect(answer.response.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.id as string;
  }

  const pay = (client: Client, paymentIntentId: string, paymentMethodId: string, plate: string) =>
    client.post('/api/card-intent/process-payment', {
      paymentIntentId,
      paymentMethodId,
      licensePlate: plate,
    });

  async function atProcessor(intentId: string) {
    const [row] = await server.database.db
      .select({
        status: sandboxPaymentIntent.status,
        paymentMethodId: sandboxPaymentIntent.paymentMethodId,
        chargeCount: sandboxPaymentIntent.chargeCount,
        lastError: sandboxPaymentIntent.lastError,
      })
      .from(sandboxPaymentIntent)
      .where(eq(sandboxPaymentIntent.id, intentId));
    return row;
  }
  const UNTOUCHED = {
    status: 'requires_payment_method',
    paymentMethodId: null,
    chargeCount: 0,
    lastError: null,
  };

  it('lets a driver whose card is declined twice pay with a good card on the third try', async () => {
    const driver = newClient();
    for (const plate of ['TYPO001', 'TYPO002']) {
      // 'Try again' starts a new pending payment; the driver types the card again.
      const intent = await newIntent(driver, 'card-intent');
      const declined = await pay(driver, intent.id, await typeCard(driver, DECLINED_CARD), plate);
      expectError(declined, 402, PAYMENT_MESSAGES.paymentFailed, 'PAYMENT_DECLINED');
    }
    const intent = await newIntent(driver, 'card-intent');
    const paid = await pay(
      driver,
      intent.id,
      await typeCard(driver, '4242424242424242'),
      'TYPO003',
    );
    expect(paid.response.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.assignedRightId).toEqual(expect.any(String));
    expect((await atProcessor(intent.id))?.chargeCount).toBe(1);
  });

  it('stops a script trying 20 cards after 5 declines, before the processor sees the rest', async () => {
    const script = newClient();
    const intents = [];
    for (let index = 0; index < 20; index += 1)
      intents.push(await newIntent(script, 'card-intent'));
    const answers = [];
    for (const [index, intent] of intents.entries()) {
      const method = await typeCard(script, DECLINED_CARD);
      answers.push(await pay(script, intent.id, method, `CARD${index}`));
    }
    expect(answers.map((answer) => answer.response.status)).toEqual([
      ...Array(5).fill(402),
      ...Array(15).fill(429),
    ]);
    for (const answer of answers.slice(5)) expectRefused(answer, 3600);
    for (const intent of intents.slice(5)) expect(await atProcessor(intent.id)).toEqual(UNTOUCHED);
    // No new pending payment either (the second kind would try cards at the processor)...
    expectRefused(await generate(script, 'card-client-secret'), 3600);
    // ...and the sandbox's card endpoint has had its 20 requests from this address.
    const sandbox = await script.post('/api/sandbox/v1/payment_methods', {
      number: stolenVisa(),
      expMonth: 12,
      expYear: 2034,
      cvc: '123',
    });
    expect(sandbox.response.status).toBe(429);
    // Another address is not affected.
    expect((await generate(newClient(), 'card-intent')).response.status).toBe(200);
  });

  it('counts 100 concurrent retries of one request as one attempt, and stops a script of good cards at 10', async () => {
    const script = newClient();
    const intents = [];
    for (let index = 0; index < 11; index += 1)
      intents.push(await newIntent(script, 'card-intent'));
    const [first, ...rest] = intents;
    if (!first) throw new Error('no intent');
    const burst = await Promise.all(
      Array.from({ length: 100 }, () => pay(script, first.id, 'pm_card_visa', 'BURST01')),
    );
    expect(new Set(burst.map((answer) => answer.response.status))).toEqual(new Set([200]));
    const statuses = [];
    for (const [index, intent] of rest.entries()) {
      statuses.push(
        (await pay(script, intent.id, await typeCard(script, stolenVisa()), `GOOD${index}`))
          .response.status,
      );
    }
    expect(statuses).toEqual([...Array(9).fill(200), 429]);
    expect(await atProcessor(rest[9]?.id as string)).toEqual(UNTOUCHED);
  });

  it('refuses a sixth payment method on one pending payment, whoever sends it', async () => {
    const intent = await newIntent(newClient(), 'card-intent');
    // Five scripts at five addresses, one declined card each, on the same pending payment.
    const attackers = Array.from({ length: 6 }, () => newClient());
    for (const attacker of attackers.slice(0, 5)) {
      const method = await typeCard(attacker, DECLINED_CARD);
      expectError(
        await pay(attacker, intent.id, method, 'SHARED1'),
        402,
        PAYMENT_MESSAGES.paymentFailed,
        'PAYMENT_DECLINED',
      );
    }
    const sixth = await pay(attackers[5] as Client, intent.id, 'pm_card_visa', 'SHARED1');
    expectRefused(sixth, 3600);
    expect(await atProcessor(intent.id)).toMatchObject({ chargeCount: 0 });
    expect((await atProcessor(intent.id))?.status).not.toBe('succeeded');
  });

  it('refuses a 31st new card payment of one address in 10 minutes, of either kind', async () => {
    const client = newClient();
    for (let index = 0; index < 30; index += 1) {
      await newIntent(client, index % 2 === 0 ? 'card-intent' : 'card-client-secret');
    }
    expectRefused(await generate(client, 'card-client-secret'), 600);
    expectRefused(await generate(client, 'card-intent'), 600);
    expect((await generate(newClient(), 'card-intent')).response.status).toBe(200);
  });

  it('learns the second kind’s declines from its process call, and then starts no new payment', async () => {
    const client = newClient();
    for (let index = 0; index < 5; index += 1) {
      const intent = await newIntent(client, 'card-client-secret');
      const plate = `SECOND${index}`;
      await client.post(`/api/card-client-secret/update-payment-intent/${intent.id}`, {
        placeId: plaza,
        licensePlate: plate,
      });
      const confirmed = await client.post(`/api/sandbox/v1/payment_intents/${intent.id}/confirm`, {
        clientSecret: intent.clientSecret,
        paymentMethodId: 'pm_card_chargeDeclined',
      });
      expect(confirmed.body.status).toBe('requires_payment_method');
      const processed = await client.post('/api/card-client-secret/process-payment', {
        externalId: intent.id,
        licensePlate: plate,
      });
      expectError(processed, 402, PAYMENT_MESSAGES.paymentFailed, 'PAYMENT_DECLINED');
    }
    expectRefused(await generate(client, 'card-client-secret'), 3600);
  });

  it('limits the sandbox’s browser endpoints to 20 calls an address, preflights aside', async () => {
    const client = newClient();
    for (let index = 0; index < 3; index += 1) {
      expect((await client.options('/api/sandbox/v1/payment_methods')).response.status).toBe(204);
    }
    for (let index = 0; index < 20; index += 1) await typeCard(client, stolenVisa());
    const refused = await client.post('/api/sandbox/v1/payment_intents/pi_sbx_any/confirm', {
      clientSecret: 'pi_sbx_any_secret',
      paymentMethodId: 'pm_card_visa',
    });
    expectError(refused, 429, /^Too many card requests: please try again in /);
    expect(Number(refused.response.headers.get('retry-after'))).toBeGreaterThan(0);
  });
}

const title = 'carding defence with the counters %s';
describe.each([['in memory', 1, {}]] as const)(title, cardingDefence);
describe
  .runIf(redisReachable())
  .each([
    ['shared through Redis', 2, { REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: testRedisPrefix() }],
  ] as const)(title, cardingDefence);
