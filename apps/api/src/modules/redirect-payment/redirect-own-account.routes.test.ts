import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { place, redirectOrder } from '#api/db/schema/index.js';
import { postJson } from '#test/payment-helpers.js';
import { newOwingStay, sol } from '#test/redirect-helpers.js';
import { startTestServer, type TestServer } from '#test/start-test-server.js';

/**
 * A gated lot naming its own Redsys merchant (issue 25) is not served yet: its orders would be
 * signed for the server's REDSYS_* merchant (or the sandbox), so the money would reach the
 * wrong account. Refused as an unconfigured gateway is, with no order made.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    env: {
      SOL_MERCHANT: '999008881',
      SOL_TERMINAL: '1',
      SOL_KEY: 'sq7HjrUOBfKmC576ILgskD5srU870gJ7',
    },
  });
  await server.database.db
    .update(place)
    .set({
      paymentAccount: {
        merchantCode: 'SOL_MERCHANT',
        terminal: 'SOL_TERMINAL',
        secretKey: 'SOL_KEY',
      },
    })
    .where(eq(place.id, sol.gatedLotId));
});
afterAll(() => server?.close());

describe('a gated lot on its own Redsys merchant', () => {
  it('refuses the payment as an unconfigured gateway, making no order', async () => {
    const sessionId = await newOwingStay(server, 'OWN001');
    const result = await postJson(server, '/api/redirect/generate-payment-by-session', {
      customerId: sol.id,
      sessionId,
      locale: 'es-ES',
    });
    expect(result.response.status).toBe(503);
    expect(result.body).toEqual({
      message: 'Service Unavailable',
      statusCode: 503,
      code: 'SERVICE_UNAVAILABLE',
    });
    const orders = await server.database.db
      .select({ id: redirectOrder.id })
      .from(redirectOrder)
      .where(eq(redirectOrder.stayId, sessionId));
    expect(orders).toEqual([]);
  });
});
