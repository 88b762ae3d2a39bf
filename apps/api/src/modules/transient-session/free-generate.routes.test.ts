import { PAYMENT_MESSAGES, type Rate } from '@parking/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '#api/db/seed/demo-extra-ids.js';
import { createFakeCardProcessor } from '#test/fake-card-processor.js';
import {
  expectError,
  generateFree,
  offerPlateLookup,
  postJson,
  rateBody,
  rateNamed,
} from '#test/payment-helpers.js';
import { startTestServer, type TestServer } from '#test/start-test-server.js';

const { places } = DEMO_IDS;
const plaza = places.transientManyRates.id;
const midtown = places.transientOpen.id;
const MINUTE = 60_000;

let server: TestServer;
let free: Rate;
let paid: Rate;
beforeAll(async () => {
  server = await startTestServer();
  await offerPlateLookup(server.database, plaza);
  free = await rateNamed(server, plaza, '15 min free');
  paid = await rateNamed(server, plaza, '1 hour');
});
afterAll(() => server?.close());

describe('POST /api/payment/generate-payment', () => {
  it('holds a free rate for 4 minutes, priced by the server', async () => {
    const before = Date.now();
    const pending = await generateFree(server, rateBody(plaza, free));
    expect(pending).toMatchObject({
      currencyCode: 'USD',
      amount: 0,
      serviceFee: 0,
      total: 0,
      amountMinor: 0,
      serviceFeeMinor: 0,
      totalMinor: 0,
      isFree: true,
    });
    const expiresIn = new Date(pending.expiresAt).getTime() - before;
    expect(expiresIn).toBeGreaterThanOrEqual(4 * MINUTE - 1000);
    expect(expiresIn).toBeLessThanOrEqual(4 * MINUTE + 5000);
  });

  it('ignores amounts sent by the browser', async () => {
    const pending = await generateFree(server, {
      ...rateBody(plaza, free),
      amount: 99,
      amountMinor: 9900,
      total: 99,
    });
    expect(pending.totalMinor).toBe(0);
  });

  it('refuses a priced rate: it needs a card', async () => {
    const result = await postJson(server, '/api/payment/generate-payment', rateBody(plaza, paid));
    expectError(result, 400, 'This rate requires a card payment', 'CARD_PAYMENT_REQUIRED');
  });

  it('refuses unknown places and rates, and rates of another place', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const generate = (body: unknown) => postJson(server, '/api/payment/generate-payment', body);
    expectError(
      await generate({ ...rateBody(plaza, free), placeId: unknown }),
      404,
      'Place not found',
      'PLACE_NOT_FOUND',
    );
    expectError(
      await generate({ ...rateBody(plaza, free), rateLineId: unknown }),
      404,
      'Rate not found',
      'RATE_NOT_FOUND',
    );
    expectError(
      await generate({ ...rateBody(plaza, free), rateId: paid.rateId }),
      400,
      'The rate line does not belong to this rate',
      'RATE_LINE_OF_ANOTHER_RATE',
    );
    expectError(
      await generate(rateBody(midtown, free)),
      400,
      'The rate does not belong to this place',
      'RATE_OF_ANOTHER_PLACE',
    );
    expectError(await generate({ placeId: plaza }), 400, /body\/rateId/, 'VALIDATION');
  });
});

describe('rate availability', () => {
  it('sells the early bird only before 9:00 in Madrid', async () => {
    const earlyBird = await rateNamed(server, plaza, 'Early bird (in before 9:00, out by 19:00)');
    // A winter day: Madrid is UTC+1.
    let now = new Date('2030-01-15T07:30:00Z');
    const processor = createFakeCardProcessor();
    const clocked = await startTestServer({
      database: server.database,
      now: () => now,
      cardProcessors: { get: () => processor },
    });
    try {
      const generate = () =>
        postJson(clocked, '/api/card-client-secret/generate-payment', rateBody(plaza, earlyBird));
      const ok = await generate();
      expect(ok.response.status).toBe(200);
      now = new Date('2030-01-15T08:00:00Z');
      expectError(await generate(), 400, PAYMENT_MESSAGES.rateNotAvailable, 'RATE_NOT_AVAILABLE');
    } finally {
      await clocked.close();
    }
  });
});
