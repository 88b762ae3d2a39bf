import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, postJson } from '#test/payment-helpers.js';
import { generateRedirect, postForm, sol } from '#test/redirect-helpers.js';
import { PRODUCT_CARDING, startTestServer, type TestServer } from '#test/start-test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    env: { ...PRODUCT_CARDING, CARD_INTENTS_PER_IP: '2', SANDBOX_REQUESTS_PER_IP: '2' },
  });
});
afterAll(() => server?.close());

describe('the redirect kind’s limits per address', () => {
  it('starts as many orders as card intents, then 429; the gateway’s answers are not limited', async () => {
    const start = await generateRedirect(server, sol.gatedLot.openStayId);
    await generateRedirect(server, sol.gatedLot.openStayId);
    const third = await postJson(server, '/api/redirect/generate-payment-by-session', {
      customerId: sol.id,
      sessionId: sol.gatedLot.openStayId,
    });
    expectError(third, 429, /.+/);
    // The sandbox page's card submissions have the card sandbox's limit.
    const confirm = () =>
      postForm(server, '/api/sandbox-redirect/pay/confirm', { ...start.params, card: '1' });
    expect((await confirm()).status).toBe(200);
    expect((await confirm()).status).toBe(200);
    expect((await confirm()).status).toBe(429);
    for (let i = 0; i < 5; i++) {
      const notification = await postForm(server, '/api/redirect/notification', start.params);
      expect(notification.status).toBe(400);
    }
  });
});
