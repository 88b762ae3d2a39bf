import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, postJson, rateBody, rateNamed } from '#test/payment-helpers.js';
import { startTestServer, type TestServer } from '#test/start-test-server.js';
import { createTestDatabase } from '#test/test-database.js';
import type { DatabaseHandle } from '../db/client.js';
import { DEMO_IDS } from '../db/seed/demo-extra-ids.js';

/**
 * docs/decisions/073: outside sandbox mode the card sandbox takes no new payment, even for a
 * place switched to it after the start's check; what it took before can still be looked up and
 * returned (its intents are still read).
 */

let database: DatabaseHandle;
let demo: TestServer;
let publicServer: TestServer;
beforeAll(async () => {
  database = await createTestDatabase();
  demo = await startTestServer({ database });
  publicServer = await startTestServer({ database, env: { PUBLIC_URL: 'https://park.example' } });
});
afterAll(async () => {
  await publicServer?.close();
  await demo?.close();
  await database?.close();
});

const midtown = DEMO_IDS.places.transientOpen.id;

describe('the card sandbox outside sandbox mode', () => {
  it('takes a payment on a demo server and none on a public one', async () => {
    const body = rateBody(midtown, await rateNamed(demo, midtown, '1 hour'));
    const onDemo = await postJson(demo, '/api/card-intent/generate-payment', body);
    expect(onDemo.response.status).toBe(200);
    const onPublic = await postJson(publicServer, '/api/card-intent/generate-payment', body);
    // As a place whose processor is not configured (STRIPE without its keys).
    expectError(onPublic, 503, /Service Unavailable/);
  });
});
