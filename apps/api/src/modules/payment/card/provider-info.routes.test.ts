import { CardProviderInfoSchema, PAYMENT_MESSAGES } from '@parking/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '#api/db/seed/demo-extra-ids.js';
import { expectError, getJson } from '#test/payment-helpers.js';
import { startTestServer, type TestServer } from '#test/start-test-server.js';

const { places } = DEMO_IDS;
const midtown = places.transientOpen.id;
const plaza = places.transientManyRates.id;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { SANDBOX_SLOW_CONFIRM_MS: '300' } });
});
afterAll(() => server?.close());

describe('GET /api/:provider/place/:placeId', () => {
  it('gives the card form settings and the organisation as merchant', async () => {
    const result = await getJson(server, `/api/card-intent/place/${midtown}`);
    expect(result.response.status).toBe(200);
    const info = CardProviderInfoSchema.strict().parse(result.body);
    expect(info).toMatchObject({ gateway: 'SANDBOX', merchantName: expect.any(String) });
    expect(info.merchantName.length).toBeGreaterThan(0);
    expect(info.cardFormUrl).toBe('/api/sandbox/card-form');
    expect(info.walletUrl).toBe('/api/sandbox/wallet');
  });

  it('refuses a kind the place does not use, and any other provider', async () => {
    const message = PAYMENT_MESSAGES.providerNotSupported;
    expectError(await getJson(server, `/api/card-client-secret/place/${midtown}`), 400, message);
    expectError(await getJson(server, `/api/card-intent/place/${plaza}`), 400, message);
    expectError(await getJson(server, `/api/paypal/place/${midtown}`), 400, message);
    expectError(await getJson(server, '/api/paypal/place/not-a-uuid'), 400, message);
    expectError(
      await getJson(server, '/api/card-intent/place/00000000-0000-4000-8000-000000000000'),
      404,
      'Place not found',
      'PLACE_NOT_FOUND',
    );
  });
});
